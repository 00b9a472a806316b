import { CONTENT_KINDS, CONTENT_UNREAD_CAP, dashboardCountsSchema, USER_TYPE } from '@portal/contracts';
import { dashboardTile } from '../types';
import { unreadCounts } from './repository';
import { readerOf } from './service';

/**
 * dashboard/content: an agent's, a customer's or the press's unread news, communications, trends
 * and promotions, each counted as its list counts `unread=true` (up to CONTENT_UNREAD_CAP, then
 * "over").
 */
export const contentTile = dashboardTile({
  id: 'content',
  path: 'content',
  roles: [USER_TYPE.agent, USER_TYPE.customer],
  response: dashboardCountsSchema,
  async data({ db, user }) {
    const counts = await unreadCounts(db, readerOf(user));
    return {
      counts: CONTENT_KINDS.map((kind) => ({
        key: kind,
        count: counts[kind],
        capped: counts[kind] >= CONTENT_UNREAD_CAP,
      })),
    };
  },
});
