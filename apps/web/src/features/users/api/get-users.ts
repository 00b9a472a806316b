import type { UserRow, userListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';

export type UserFilter = QueryOf<typeof userListQuerySchema, 'page' | 'pageSize'>;

export const getUsers = (filter: UserFilter, signal?: AbortSignal) =>
  api<TableList<UserRow>>('admin/users', { query: filter, signal });

export const usersQueryOptions = (filter: UserFilter, language: string) =>
  queryOptions({
    queryKey: ['admin', 'users', filter, language],
    queryFn: ({ signal }) => getUsers(filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['users'] },
  });

export function useUsers(filter: UserFilter) {
  const { i18n } = useTranslation();
  return useQuery(usersQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}
