import { Button } from '@mantine/core';
import { type ContentKind, isStaff } from '@portal/contracts';
import { IconPencilPlus } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useUnread } from '../api/get-unread';
import { paths } from '../paths';
import { ContentList } from './content-list';

/** A kind's screen: its title with the unread count, "Write" for staff, and the list. */
export function ListScreen({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation();
  const session = useSession();
  const staff = session ? isStaff(session.user.userType) : false;
  const unread = useUnread().data?.[kind] ?? 0;
  return (
    <>
      <PageHeader
        title={t(`content.kinds.${kind}`)}
        description={unread > 0 ? t('content.page.unreadCount', { count: unread > 98 ? '99+' : unread }) : undefined}
        actions={
          staff ? (
            <Button
              component={Link}
              to={generatePath(paths.contentNew, { kind })}
              leftSection={<IconPencilPlus size={16} aria-hidden />}
            >
              {t('content.page.new')}
            </Button>
          ) : null
        }
      />
      <ContentList kind={kind} />
    </>
  );
}
