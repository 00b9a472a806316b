import type { ContentUnread } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** GET content/unread: the unread items of each kind the reader sees (capped at 99). */
export const unreadOptions = () =>
  queryOptions({
    queryKey: ['content', 'unread'],
    queryFn: ({ signal }) => api<ContentUnread>('content/unread', { signal }),
    meta: { shows: ['content'] },
  });

export const useUnread = () => useQuery(unreadOptions());
