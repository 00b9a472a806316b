import type { SignView } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RouteAt } from '../../../lib/routes';
import { useTranslation } from '../../../lib/use-translation';

/** Link problems (unknown, expired, replaced, finished) are shown by the page itself. */
export const QUIET = [400, 404, 409, 410, 429] as const;

/** GET sign/{token}: the sheet, the texts to accept and where the signer stands. */
export const getSignView = (token: string, signal?: AbortSignal) =>
  api<SignView>(`sign/${encodeURIComponent(token)}`, { signal, quiet: QUIET });

export const signViewQueryOptions = (token: string, language: string) =>
  queryOptions({
    queryKey: ['signing', token, language],
    queryFn: ({ signal }) => getSignView(token, signal),
    retry: false,
    refetchOnWindowFocus: false,
    meta: { shows: ['sheets'] },
  });

/** The sheet a signing link shows (`/sign/:token`), for the entry to start (`FeatureRoute.queries`). */
export const signViewQueryAt = ({ params, language }: RouteAt) => signViewQueryOptions(params.token ?? '', language);

export function useSignView(token: string) {
  const { i18n } = useTranslation();
  return useQuery(signViewQueryOptions(token, i18n.resolvedLanguage ?? i18n.language));
}
