import type { RegistrationRow, registrationListQuerySchema } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import type { QueryOf } from '../../../lib/query-of';
import { useTranslation } from '../../../lib/use-translation';

export type RegistrationFilter = QueryOf<typeof registrationListQuerySchema, 'page' | 'pageSize'>;

export const getRegistrations = (filter: RegistrationFilter, signal?: AbortSignal) =>
  api<TableList<RegistrationRow>>('admin/registrations', { query: filter, signal });

export const registrationsQueryOptions = (filter: RegistrationFilter, language: string) =>
  queryOptions({
    queryKey: ['admin', 'registrations', filter, language],
    queryFn: ({ signal }) => getRegistrations(filter, signal),
    placeholderData: keepPreviousData,
    meta: { shows: ['registrations'] },
  });

export function useRegistrations(filter: RegistrationFilter) {
  const { i18n } = useTranslation();
  return useQuery(registrationsQueryOptions(filter, i18n.resolvedLanguage ?? i18n.language));
}
