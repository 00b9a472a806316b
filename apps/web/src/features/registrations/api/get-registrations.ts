import type { RegistrationRow, RegistrationStatus } from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TableList } from '../../../components/table/types';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';

export type RegistrationFilter = {
  status?: RegistrationStatus;
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

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
