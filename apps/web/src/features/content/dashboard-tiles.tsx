import { CONTENT_KINDS, type ContentKind } from '@portal/contracts';
import { USER_TYPE } from '@portal/contracts/user-types';
import { CountsWidget } from '../../components/dashboard/count-tile';
import type { DashboardTile } from '../../components/dashboard/tile';
import { useTranslation } from '../../lib/use-translation';
import { LIST_PATH } from './kinds';

/** Two rows of two kinds, measured in Italian. */
const HEIGHT = 72;

/** The unread items of each kind; each opens its list on its unread ones, which counts the same. */
function ContentWidget() {
  const { t } = useTranslation();
  return (
    <CountsWidget
      id="dashboard-content"
      path="content"
      shows={['content']}
      title={t('content.page.tileTitle')}
      link={{ to: LIST_PATH.news, label: t('content.kinds.news') }}
      empty={t('content.page.tileEmpty')}
      height={HEIGHT}
      entry={(key) => ({
        label: t(`content.kinds.${key}`),
        tone: 'info',
        to: `${LIST_PATH[(CONTENT_KINDS.includes(key as ContentKind) ? key : 'news') as ContentKind]}?unread=true`,
      })}
    />
  );
}

/** Agents, customers and the press: what they have not read yet. */
export const tiles: DashboardTile[] = [
  {
    id: 'content',
    order: 75,
    column: 'narrow',
    roles: [USER_TYPE.agent, USER_TYPE.customer],
    forPress: true,
    Tile: ContentWidget,
  },
];
