import { fileLinks } from '../files/index';

/**
 * Download links of the area: the browser saves a file by following a link (its own download,
 * which resumes with Range and If-Range and never holds the file in the page's memory), and a
 * link carries no header, so it names the reader too; the route checks the reader again (still
 * enabled, still in the audience).
 */
export const downloadLinks = fileLinks('downloads', true);

/** How long a link works: long enough to resume a large download the next day. */
export const LINK_TTL_MS = 24 * 60 * 60 * 1000;
