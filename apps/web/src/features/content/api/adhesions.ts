import type { AdhesionRow, AdhesionSubmit } from '@portal/contracts';
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, apiDownload, saveFile } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import './kind';

type Started = { id: number; token: string; message: string };

/** POST content/item/{id}/adhesion: the answers; answers the token of the signing page. */
export const startAdhesion = ({ id, body }: { id: number; body: AdhesionSubmit }) =>
  api<Started>(`content/item/${id}/adhesion`, { method: 'POST', body, quiet: [400, 403, 404, 409] });

/** POST content/item/{id}/adhesion/link: a new signing link for the adhesion still to sign. */
export const renewAdhesionLink = (id: number) =>
  api<Started>(`content/item/${id}/adhesion/link`, { method: 'POST', quiet: [403, 404, 409] });

export const useStartAdhesion = () =>
  useMutation(mutationOptions({ mutationFn: startAdhesion, meta: { changes: ['content'] } }));
export const useRenewAdhesionLink = () =>
  useMutation(mutationOptions({ mutationFn: renewAdhesionLink, meta: { changes: ['content'] } }));

/** The customer's signed adhesion, or staff's copy of one. */
export const downloadMyAdhesion = async (id: number) =>
  saveFile(await apiDownload(`content/item/${id}/adhesion/pdf`, 'adhesion.pdf'));
export const downloadAdhesionPdf = async (adhesionId: number) =>
  saveFile(await apiDownload(`content/adhesions/${adhesionId}/pdf`, 'adhesion.pdf'));
export const exportAdhesions = async (id: number) =>
  saveFile(await apiDownload(`content/item/${id}/adhesions/export`, 'adhesions.xlsx'));

/** GET content/item/{id}/adhesions (staff). */
export function useAdhesions(id: number, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery(
    queryOptions({
      queryKey: ['content', 'adhesions', id, i18n.resolvedLanguage ?? i18n.language],
      queryFn: ({ signal }) => api<{ rows: AdhesionRow[] }>(`content/item/${id}/adhesions`, { signal }),
      meta: { shows: ['content'] },
      enabled,
    }),
  );
}
