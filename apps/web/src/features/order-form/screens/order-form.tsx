import { Button, Skeleton, Stack } from '@mantine/core';
import { USER_TYPE } from '@portal/contracts/user-types';
import { IconList } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/errors/query-error';
import { PageHeader } from '../../../components/layout/page-header';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useOrder } from '../api/get-order';
import { OrderEditor } from '../components/order-editor';
import { QueuedOrders } from '../components/queued-orders';
import { useSendQueue } from '../hooks/use-send-queue';
import { orderEditPath, orderPath, paths } from '../paths';

/**
 * `/order-form`: a new order; `/order-form/{id}`: a draft stored on the server. Above the form, the
 * orders sent from this device and where each is.
 */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const orderId = id ? Number(id) : null;
  const navigate = useNavigate();
  const session = useSession();
  const owner = session?.user.userId ?? null;
  const queue = useSendQueue(owner);
  const order = useOrder(orderId);
  // A queued order leaves the form: a fresh one (or the list, for a server draft) takes its place.
  const [round, setRound] = useState(0);
  if (!session || owner === null) return null;
  const customer = session.user.userType === USER_TYPE.customer ? { code: session.user.customer?.code ?? null } : null;

  const header = (
    <PageHeader
      title={order.data ? t('orderForm.page.editTitle', { number: order.data.number }) : t('orderForm.page.title')}
      description={t('orderForm.page.description')}
      actions={
        <Button component={Link} to={paths.orders} variant="default" leftSection={<IconList size={16} aria-hidden />}>
          {t('orderForm.page.listTitle')}
        </Button>
      }
    />
  );
  const queued = (
    <QueuedOrders
      entries={queue.entries}
      onRetry={(key) => void queue.retry(key)}
      onDismiss={(key) => void queue.dismiss(key)}
      onTakeBack={(entry) =>
        void queue.takeBack(entry).then(() => {
          setRound((r) => r + 1);
          navigate(entry.order === null ? paths.orderForm : orderEditPath(entry.order));
        })
      }
    />
  );

  if (orderId !== null && order.isError && !order.data) {
    return <QueryError error={order.error} back={{ to: paths.orders, label: t('orderForm.page.listTitle') }} />;
  }
  if (orderId !== null && !order.data) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={40} width="50%" />
        <Skeleton height={320} />
      </Stack>
    );
  }
  // A sent order is read, not edited.
  if (order.data && !order.data.editable) return <Navigate to={orderPath(order.data.id)} replace />;

  return (
    <Stack gap="md" maw={960}>
      {header}
      {queued}
      <OrderEditor
        key={`${orderId ?? 'new'}-${round}`}
        orderer={{ owner, customer }}
        order={order.data ?? null}
        onQueued={async () => {
          setRound((r) => r + 1);
          if (orderId !== null) navigate(paths.orders);
          return queue.run();
        }}
      />
    </Stack>
  );
}
