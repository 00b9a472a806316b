import { CONTENT_KINDS, type ContentKind } from '@portal/contracts';
import { useParams } from 'react-router';
import { NotFoundView } from '../../../components/errors/not-found-view';
import { QueryError } from '../../../components/errors/query-error';
import { useTranslation } from '../../../lib/use-translation';
import { useContentEdit } from '../api/get-content-edit';
import { ContentEditor } from '../components/content-editor';
import { paths } from '../paths';

/** Staff write a new item of a kind (`/content/new/:kind`) or edit one (`/content/:id/edit`). */
export function Component() {
  const { t } = useTranslation();
  const { id, kind } = useParams();
  const itemId = id === undefined ? undefined : Number(id);
  const query = useContentEdit(itemId);
  const back = { to: paths.news, label: t('content.kinds.news') };
  if (itemId === undefined) {
    if (!(CONTENT_KINDS as readonly string[]).includes(kind ?? '')) return <NotFoundView back={back} />;
    return <ContentEditor key="new" kind={kind as ContentKind} />;
  }
  if (query.isError) return <QueryError error={query.error} back={back} />;
  if (!query.data) return null;
  return <ContentEditor key={`${query.data.id}`} kind={query.data.kind} item={query.data} />;
}
