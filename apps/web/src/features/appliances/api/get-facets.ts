import type { ApplianceFacets } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import './kind';

/** GET appliances/facets: the price list's types and brands, each with its count. */
export const getApplianceFacets = (signal?: AbortSignal) => api<ApplianceFacets>('appliances/facets', { signal });

export const applianceFacetsQueryOptions = () =>
  queryOptions({
    queryKey: ['appliances', 'facets'],
    queryFn: ({ signal }) => getApplianceFacets(signal),
    meta: { shows: ['appliances', 'imports'] },
  });

export const useApplianceFacets = () => useQuery(applianceFacetsQueryOptions());
