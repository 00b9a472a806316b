import { DOWNLOAD_LATEST, downloadLatestSchema, USER_TYPE } from '@portal/contracts';
import { dashboardTile } from '../types';
import { latestFiles } from './repository';
import { readerOf } from './service';

/**
 * dashboard/downloads: the newest files an agent, a customer or the press may download, each
 * opening its folder in the Download area, which lists it.
 */
export const downloadsTile = dashboardTile({
  id: 'downloads',
  path: 'downloads',
  roles: [USER_TYPE.agent, USER_TYPE.customer],
  response: downloadLatestSchema,
  async data({ db, user }) {
    const rows = await latestFiles(db, readerOf(user), DOWNLOAD_LATEST);
    return {
      files: rows.map((r) => ({
        id: r.id,
        folder_id: r.folder_id,
        title: r.title,
        size: Number(r.size),
        created_at: new Date(r.created_at).toISOString(),
      })),
    };
  },
});
