import { z } from 'zod';
import { LIMITS } from './limits';
import { MAX_PAGE } from './lists';
import { USER_TYPE } from './user-types';
import { idSchema, integerSchema, optionalString, requiredString, textSchema } from './validation';

/**
 * The Download area (spec §1 "Download area", §8 the notice about third-party cookies, PRODUCT.md
 * §2 and §4 "Content and downloads"): folders and files by audience. Staff (admin, sales) manage
 * them and see everything; agents, customers and the press read what is meant for them.
 */

/** Who a folder or a file is for, besides staff, who see all. A press user is a customer of kind press. */
export const DOWNLOAD_AUDIENCES = ['agents', 'customers', 'press'] as const;
export type DownloadAudience = (typeof DOWNLOAD_AUDIENCES)[number];

/** The audience a reader belongs to; staff have none (they see every folder and file). */
export function downloadAudienceOf(user: { userType: number; press: boolean }): DownloadAudience | null {
  if (user.userType === USER_TYPE.agent) return 'agents';
  if (user.userType === USER_TYPE.customer) return user.press ? 'press' : 'customers';
  return null;
}

export const DOWNLOAD_LIMITS = {
  /** The largest file staff may upload (issue 31: 1 GB), streamed to the store. */
  fileBytes: 1024 * 1024 * 1024,
  folderName: 120,
  fileTitle: 200,
  /** Folders nested at most this deep (a breadcrumb stays readable). */
  depth: 8,
  search: 100,
} as const;

/** The multipart parts of an upload: the optional fields first, then the one file. */
export const DOWNLOAD_UPLOAD_PARTS = { title: 'title', audience: 'audience', file: 'file' } as const;

const audienceSchema = z.enum(DOWNLOAD_AUDIENCES, { error: 'downloads.validation.audience' });
/** One audience at least; each once. */
export const audienceListSchema = z
  .array(audienceSchema)
  .min(1, 'downloads.validation.audienceRequired')
  .max(DOWNLOAD_AUDIENCES.length, 'downloads.validation.audience')
  .refine((list) => new Set(list).size === list.length, 'downloads.validation.audience');

const folderNameSchema = requiredString(DOWNLOAD_LIMITS.folderName);
const optionalName = optionalString(DOWNLOAD_LIMITS.folderName).nullable();

/** A new folder: its name in Italian (required) and the other languages, where, and for whom. */
export const downloadFolderInputSchema = z.object({
  parent_id: idSchema.nullable().optional(),
  name_it: folderNameSchema,
  name_en: optionalName,
  name_fr: optionalName,
  name_es: optionalName,
  audience: audienceListSchema,
});
export type DownloadFolderInput = z.infer<typeof downloadFolderInputSchema>;

/** A folder renamed, moved (`parent_id`, null: to the top) or given another audience. */
export const downloadFolderUpdateSchema = z
  .object({
    parent_id: idSchema.nullable(),
    name_it: folderNameSchema,
    name_en: optionalName,
    name_fr: optionalName,
    name_es: optionalName,
    audience: audienceListSchema,
  })
  .partial();
export type DownloadFolderUpdate = z.infer<typeof downloadFolderUpdateSchema>;

/** A file retitled, moved to another folder, or given its own audience (null: the folder's). */
export const downloadFileUpdateSchema = z
  .object({
    folder_id: idSchema,
    title: requiredString(DOWNLOAD_LIMITS.fileTitle),
    audience: audienceListSchema.nullable(),
  })
  .partial();
export type DownloadFileUpdate = z.infer<typeof downloadFileUpdateSchema>;

/** The upload's text parts, read as the form sends them (`audience`: comma-separated, empty: the folder's). */
export const downloadUploadFieldsSchema = z.object({
  title: optionalString(DOWNLOAD_LIMITS.fileTitle),
  audience: textSchema()
    .trim()
    .max(40, 'downloads.validation.audience')
    .optional()
    .transform((value) => (value ? value.split(',').map((item) => item.trim()) : undefined))
    .pipe(audienceListSchema.optional()),
});

/** Browsing: a folder (none: the top), or a search of every file the reader may see. */
export const downloadBrowseQuerySchema = z.object({
  folder: idSchema.optional(),
  q: textSchema().trim().max(DOWNLOAD_LIMITS.search, 'validation.tooLong').optional(),
  page: integerSchema(1, MAX_PAGE).default(1),
  pageSize: integerSchema(1, LIMITS.pageSizeMax).default(50),
});
export type DownloadBrowseQuery = z.input<typeof downloadBrowseQuerySchema>;

/** A file by its id (a UUID; anything else is answered as a missing file). */
export const downloadFileParamsSchema = z.object({ id: textSchema().max(64, 'validation.tooLong') });

export const downloadCrumbSchema = z.object({ id: z.number().int(), name: z.string() });

export const downloadFolderSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  /** In the reader's language (else English, else Italian). */
  name: z.string(),
  /** Staff only: every language and the audience, for the edit form. */
  names: z
    .object({ it: z.string(), en: z.string().nullable(), fr: z.string().nullable(), es: z.string().nullable() })
    .optional(),
  audience: z.array(z.enum(DOWNLOAD_AUDIENCES)).optional(),
  folders: z.number().int(),
  files: z.number().int(),
});
export type DownloadFolder = z.infer<typeof downloadFolderSchema>;

export const downloadFileSchema = z.object({
  id: z.string(),
  folder_id: z.number().int(),
  title: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  /** Where it is (a search lists files of many folders). */
  path: z.string(),
  /** The address that downloads it (under the API's `/{lang}/v1.0`). */
  url: z.string(),
  /** Staff only: the file's own audience (null: its folder's) and who uploaded it. */
  audience: z.array(z.enum(DOWNLOAD_AUDIENCES)).nullable().optional(),
  created_by: z.string().nullable().optional(),
});
export type DownloadFile = z.infer<typeof downloadFileSchema>;

export const downloadBrowseSchema = z.object({
  folder: downloadFolderSchema.nullable(),
  breadcrumb: z.array(downloadCrumbSchema),
  folders: z.array(downloadFolderSchema),
  files: z.array(downloadFileSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DownloadBrowse = z.infer<typeof downloadBrowseSchema>;

/** Every folder the reader may open, for the tree and the "move to" choice. */
export const downloadTreeSchema = z.object({
  folders: z.array(z.object({ id: z.number().int(), parent_id: z.number().int().nullable(), name: z.string() })),
});
export type DownloadTree = z.infer<typeof downloadTreeSchema>;

/** A Safari browser (not Chrome or another browser on its engine that says Safari too), for the §8 notice. */
export function isSafari(userAgent: string): boolean {
  return /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|FxiOS|Edg|OPR|Android)\//.test(userAgent);
}

/** How many files the dashboard's "latest downloads" lists. */
export const DOWNLOAD_LATEST = 5;

/** dashboard/downloads: the newest files the reader may see, each opening its folder. */
export const downloadLatestSchema = z.object({
  files: z.array(
    z.object({
      id: z.string(),
      folder_id: z.number().int(),
      title: z.string(),
      size: z.number().int(),
      created_at: z.string(),
    }),
  ),
});
export type DownloadLatest = z.infer<typeof downloadLatestSchema>;
