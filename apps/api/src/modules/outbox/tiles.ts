import { dashboardCountsSchema, outboxListQuerySchema, STAFF } from '@portal/contracts';
import { dashboardTile } from '../types';
import { listOutbox } from './repository';

/**
 * dashboard/outbox: the e-mails that could not be sent (`failed`, after their last attempt),
 * counted as the outbox screen counts its `status=failed` filter.
 */
export const outboxTile = dashboardTile({
  id: 'outbox',
  path: 'outbox',
  roles: STAFF,
  response: dashboardCountsSchema,
  async data({ db }) {
    const failed = await listOutbox(db, outboxListQuerySchema.parse({ status: 'failed', pageSize: 1 }), {
      masked: true,
    });
    return { counts: [{ key: 'failed', count: failed.total, capped: failed.capped }] };
  },
});
