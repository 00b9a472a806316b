import '@mantine/core/styles/Table.css';
import { Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { ORDER_FORM_DETAILS, type OrderFormState } from '@portal/contracts';
import { IconArrowLeft, IconDownload, IconFileTypePdf, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryError } from '../../../components/errors/query-error';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { Notice } from '../../../components/feedback/notice';
import { DetailList } from '../../../components/layout/detail-list';
import { PageHeader } from '../../../components/layout/page-header';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteOrder } from '../api/delete-order';
import { useDownloadAttachment, useDownloadOrderPdf } from '../api/downloads';
import { useOrder } from '../api/get-order';
import { sizeText } from '../components/attachments-field';
import { OrderStateBadge } from '../components/order-state-badge';
import { orderEditPath, paths } from '../paths';

/** `/orders/{id}`: an order's fields, lines and attachments; its PDF; a draft can be changed or deleted. */
export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useOrder(Number.isInteger(id) && id > 0 ? id : null);
  const pdf = useDownloadOrderPdf();
  const file = useDownloadAttachment();
  const remove = useDeleteOrder();
  const [deleting, setDeleting] = useState(false);
  const back = { to: paths.orders, label: t('orderForm.page.listTitle') };
  const order = query.data;
  if (query.isError && !order) return <QueryError error={query.error} back={back} />;
  if (!order) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={40} width="50%" />
        <Skeleton height={320} />
      </Stack>
    );
  }
  const doDelete = async () => {
    try {
      notifySuccess((await remove.mutateAsync(order.id)).message);
      navigate(paths.orders);
    } catch {
      // The API's message is shown as a toast.
    } finally {
      setDeleting(false);
    }
  };
  const field = (name: string, value: string | null) => ({ label: t(`orderForm.fields.${name}`), value });
  return (
    <Stack gap="md" maw={960}>
      <Group>
        <Button component={Link} to={back.to} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {back.label}
        </Button>
      </Group>
      <PageHeader
        title={t('orderForm.page.orderTitle', { number: order.number })}
        description={order.client}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              loading={pdf.isPending}
              onClick={() => pdf.mutate({ id: order.id, number: order.number })}
            >
              {t('orderForm.page.pdf')}
            </Button>
            {order.editable ? (
              <>
                <Button
                  component={Link}
                  to={orderEditPath(order.id)}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  {t('orderForm.page.edit')}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setDeleting(true)}
                >
                  {t('orderForm.page.delete')}
                </Button>
              </>
            ) : null}
          </Group>
        }
      />
      <Group gap="sm">
        <OrderStateBadge state={order.state as OrderFormState} label={order.state_label} />
        <Text fz="sm" c="dimmed">
          {order.sent_at
            ? t('orderForm.page.sentOn', { when: format.dateTime(order.sent_at) })
            : t('orderForm.page.createdOn', { when: format.dateTime(order.created_at) })}
        </Text>
      </Group>
      {order.send_error ? <Notice tone="negative">{order.send_error}</Notice> : null}
      <Paper withBorder p="md" radius="md">
        <DetailList
          cols={3}
          items={[
            field('client', order.client),
            { label: t('orderForm.columns.agency'), value: order.agency },
            { label: t('orderForm.columns.created_by'), value: order.created_by },
            field('customer_code', order.customer_code),
            field('province', order.province),
            field('reference', order.reference),
            ...ORDER_FORM_DETAILS.map((name) => field(name, order[name])),
            field('order_date', format.date(order.order_date)),
            field('requested_delivery_date', format.date(order.requested_delivery_date)),
            field('payment', order.payment),
          ]}
        />
      </Paper>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('orderForm.fields.lines')}
        </Title>
        <Table.ScrollContainer minWidth={280}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90} style={{ textAlign: 'right' }}>
                  {t('orderForm.fields.quantity')}
                </Table.Th>
                <Table.Th>{t('orderForm.fields.description')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.order_lines.map((line, index) => (
                // Lines have no id of their own: their place is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: lines are shown in their stored order
                <Table.Tr key={index}>
                  <Table.Td style={{ textAlign: 'right' }}>
                    {line.quantity === null ? '—' : format.number(line.quantity)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{line.description}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('orderForm.fields.attachments')}
        </Title>
        {order.files.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('orderForm.page.noAttachments')}
          </Text>
        ) : (
          <Stack gap={4}>
            {order.files.map((f) => (
              <Group key={f.id} gap="xs" wrap="nowrap">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  onClick={() => file.mutate({ id: order.id, fileId: f.id, name: f.name })}
                  style={{ minWidth: 0 }}
                >
                  <Text fz="sm" truncate="end" span>
                    {f.name}
                  </Text>
                </Button>
                <Text fz="xs" c="dimmed" style={{ flex: 'none' }}>
                  {sizeText(f.size, format.number)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting}
        title={t('orderForm.page.deleteTitle')}
        message={t('orderForm.page.deleteMessage', { number: order.number })}
        confirmLabel={t('orderForm.page.delete')}
        danger
        loading={remove.isPending}
        onConfirm={() => void doDelete()}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
