import type { Location, Province } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

/** Countries (localized by the server) and Italian provinces for the address pickers. */
export const getCountries = (signal?: AbortSignal) => api<Location[]>('generic/get-location', { signal });
export const getProvinces = (signal?: AbortSignal) => api<Province[]>('generic/province', { signal });

export const countriesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['generic', 'countries', language],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: ['generic', 'provinces'],
    queryFn: ({ signal }) => getProvinces(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePlaces() {
  const { i18n } = useTranslation();
  const countries = useQuery(countriesQueryOptions(i18n.resolvedLanguage ?? i18n.language));
  const provinces = useQuery(provincesQueryOptions());
  return { countries: countries.data ?? [], provinces: provinces.data ?? [] };
}
