import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { OrdersList } from '../components/orders-list';
import { QueuedOrders } from '../components/queued-orders';
import { useSendQueue } from '../hooks/use-send-queue';
import { orderEditPath, paths } from '../paths';

/** The orders in the user's scope, and above them those still on their way from this device. */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queue = useSendQueue(session?.user.userId ?? null);
  return (
    <Stack gap="md">
      <PageHeader
        title={t('orderForm.page.listTitle')}
        description={t('orderForm.page.listDescription')}
        descriptionOnPhone={false}
        actions={
          <Button component={Link} to={paths.orderForm} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('orderForm.page.new')}
          </Button>
        }
      />
      <QueuedOrders
        entries={queue.entries.filter((e) => e.state !== 'sent')}
        onRetry={(key) => void queue.retry(key)}
        onDismiss={(key) => void queue.dismiss(key)}
        onTakeBack={(entry) =>
          void queue
            .takeBack(entry)
            .then(() => navigate(entry.order === null ? paths.orderForm : orderEditPath(entry.order)))
        }
      />
      <OrdersList />
    </Stack>
  );
}
