import type { DomainModule } from '../types';
import routes from './routes';
import { demoDownloads } from './seed';
import { largeDownloads } from './seed-large';
import { downloadsTile } from './tiles';

/**
 * The Download area (issue 31 point 3, spec §1 and §8): folders and files by audience (agents,
 * customers, press; staff see all), files streamed into the files module and served with Range,
 * ETag and If-Range.
 */
export const downloads: DomainModule = {
  name: 'downloads',
  v1: routes,
  dashboard: [downloadsTile],
  seed: { order: 150, demo: demoDownloads, large: largeDownloads },
  bench: [
    ['download area, top', 'agent', 'downloads'],
    ['download area, search', 'agent', 'downloads?q=Documento%201'],
  ],
};

export { readerOf } from './service';
