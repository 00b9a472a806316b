import { Button } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { ErrorView } from './error-view';

export type WayBack = { to: string; label: string };

/**
 * A page or record that does not exist, or that the user may not see (the server answers both
 * alike), shown inside the frame with the way back as its main action.
 */
export function NotFoundView({
  title,
  message,
  back,
  icon = <IconFileUnknown size={30} aria-hidden />,
}: {
  title?: string;
  message?: string;
  back: WayBack;
  icon?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ErrorView
      alert={false}
      icon={icon}
      title={title ?? t('notices.notFound')}
      message={message ?? t('notices.notFoundHint')}
      actions={
        <Button component={Link} to={back.to} leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {back.label}
        </Button>
      }
    />
  );
}
