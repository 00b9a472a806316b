import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Drawer.css';
import { Button, Divider, Drawer, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ShipmentDetail, ShipmentStatus } from '@portal/contracts';
import {
  IconArrowBackUp,
  IconCheck,
  IconEdit,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconPackageExport,
  IconPrinter,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { DetailList } from '../../../components/layout/detail-list';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useChangeShipmentStatus } from '../api/change-status';
import { useDownloadLabels } from '../api/download-labels';
import { useDownloadPackingList } from '../api/download-packing-list';
import { useShipment } from '../api/get-shipment';
import { useSaveShipmentParcels } from '../api/save-parcels';
import { ConfirmModal } from './confirm-modal';
import { NoteEditor } from './note-editor';
import { ShipmentStatusBadge } from './shipment-status-badge';

/** A shipment: place, material, parcels, notes; for staff the internal note, the moves and the labels. */
export function ShipmentDrawer({ id, staff, onClose }: { id: number | null; staff: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useShipment(id);
  const s = query.data && query.data.id === id ? query.data : undefined;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={700}>{s ? t('shipments.page.detailTitle', { number: s.number }) : t('common.loading')}</Text>}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {s ? (
        <ShipmentView shipment={s} staff={staff} />
      ) : (
        <Stack gap="xs" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={28} />
          ))}
        </Stack>
      )}
    </Drawer>
  );
}

function ShipmentView({ shipment: s, staff }: { shipment: ShipmentDetail; staff: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const move = useChangeShipmentStatus();
  const labels = useDownloadLabels();
  const packing = useDownloadPackingList();
  const saveParcels = useSaveShipmentParcels();
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState<ShipmentStatus | null>(null);
  const [editing, setEditing] = useState(false);
  // Parcels and waybill are corrected from confirming until the shipment leaves.
  const correctable = staff && (s.status === 'to_confirm' || s.status === 'ready');
  // Shipping without a waybill is a choice the dialog names; the e-mail then says so.
  const withoutWaybill = asking === 'shipped' && !s.waybill;
  const place = s.place;
  const address = [
    place.address,
    `${place.postal_code} ${place.city}${place.province ? ` (${place.province})` : ''}`,
    // The country by name, as the labels print it ("Italia", not "IT").
    format.country(place.country),
  ].join('\n');

  const go = async (
    status: ShipmentStatus,
    extra: { parcels?: number; waybill?: string; without_waybill?: boolean } = {},
  ) => {
    try {
      const { message } = await move.mutateAsync({ id: s.id, status, ...extra });
      notifySuccess(message);
    } catch {
      // The API's message is shown as a toast.
    } finally {
      setConfirming(false);
      setAsking(null);
    }
  };
  const correct = async (values: { parcels: number; waybill: string }) => {
    try {
      const { message } = await saveParcels.mutateAsync({ id: s.id, ...values });
      notifySuccess(message);
      setEditing(false);
    } catch {
      // The API's message is shown as a toast; the dialog stays open to correct it.
    }
  };
  const download = (output: 'pdf' | 'xlsx') => packing.mutate({ id: s.id, number: s.number, output });
  const label = (to: ShipmentStatus) =>
    to === 'to_confirm' && s.status === 'ready' ? t('shipments.page.moveTo.back') : t(`shipments.page.moveTo.${to}`);
  const icon = (to: ShipmentStatus) =>
    to === 'shipped' ? (
      <IconTruckDelivery size={18} aria-hidden />
    ) : to === 'ready' ? (
      <IconPackageExport size={18} aria-hidden />
    ) : s.status === 'ready' ? (
      <IconArrowBackUp size={18} aria-hidden />
    ) : (
      <IconCheck size={18} aria-hidden />
    );
  const onMove = (to: ShipmentStatus) => {
    if (to === 'to_confirm' && s.status === 'to_send') setConfirming(true);
    else setAsking(to);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Text fw={600} fz="lg">
          {s.client}
        </Text>
        <ShipmentStatusBadge status={s.status} />
      </Group>
      <DetailList
        items={[
          { label: t('shipments.columns.recipient'), value: place.recipient },
          ...(staff ? [{ label: t('shipments.columns.agency'), value: s.agency }] : []),
          {
            label: t('shipments.page.place'),
            value: <span style={{ whiteSpace: 'pre-line' }}>{address}</span>,
            wide: true,
          },
          { label: t('shipments.columns.created_at'), value: format.date(s.created_at) },
          { label: t('shipments.columns.shipped_at'), value: s.shipped_at ? format.dateTime(s.shipped_at) : null },
          { label: t('shipments.columns.pieces'), value: format.number(s.pieces) },
          { label: t('shipments.columns.parcels'), value: s.parcels },
          {
            label: t('shipments.columns.waybill'),
            value: s.waybill ?? (s.status === 'to_send' ? null : t('shipments.page.noWaybill')),
          },
        ]}
      />
      <Stack gap="xs">
        <Title order={2} fz="md">
          {t('shipments.page.lines')}
        </Title>
        <Table.ScrollContainer minWidth={320} type="native">
          <Table striped fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('shipments.columns.product_code')}</Table.Th>
                <Table.Th scope="col">{t('shipments.columns.material')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('shipments.columns.quantity')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.lines.map((line) => (
                <Table.Tr key={line.request_id}>
                  <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {line.product_code}
                  </Table.Td>
                  <Table.Td>{line.material}</Table.Td>
                  <Table.Td ta="right">{format.number(line.quantity)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {staff ? (
          <Group gap="sm">
            <Button
              variant="default"
              size="sm"
              leftSection={<IconFileTypePdf size={18} aria-hidden />}
              loading={packing.isPending && packing.variables?.output === 'pdf'}
              onClick={() => download('pdf')}
            >
              {t('shipments.page.packingPdf')}
            </Button>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              loading={packing.isPending && packing.variables?.output === 'xlsx'}
              onClick={() => download('xlsx')}
            >
              {t('shipments.page.packingXlsx')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <NoteEditor
        id={s.id}
        which="notes"
        value={s.notes}
        label={t('shipments.page.notes')}
        hint={t('shipments.page.notesHint')}
        editable={staff && s.status !== 'shipped'}
      />
      {staff ? (
        <NoteEditor
          id={s.id}
          which="internal"
          value={s.internal_note}
          label={t('shipments.page.internalNote')}
          hint={t('shipments.page.internalNoteHint')}
          editable
        />
      ) : null}
      {staff && (s.next.length > 0 || s.parcels) ? (
        <>
          <Divider />
          <Group justify="flex-end" gap="sm" role="group" aria-label={t('shipments.page.actions')}>
            {correctable ? (
              <Button
                variant="default"
                leftSection={<IconEdit size={18} aria-hidden />}
                // A long label (French) wraps on a phone rather than being cut.
                h="auto"
                mih={36}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                onClick={() => setEditing(true)}
              >
                {t('shipments.page.editParcels')}
              </Button>
            ) : null}
            {s.status !== 'to_send' && s.parcels ? (
              <Button
                variant="default"
                leftSection={<IconPrinter size={18} aria-hidden />}
                loading={labels.isPending}
                onClick={() => labels.mutate({ id: s.id, number: s.number })}
              >
                {t('shipments.page.labels')}
              </Button>
            ) : null}
            {s.next.map((to) => (
              <Button
                key={to}
                variant={to === 'to_confirm' && s.status === 'ready' ? 'default' : 'filled'}
                leftSection={icon(to)}
                loading={move.isPending && move.variables?.status === to}
                onClick={() => onMove(to)}
              >
                {label(to)}
              </Button>
            ))}
          </Group>
        </>
      ) : null}
      <ConfirmModal
        opened={confirming}
        parcels={s.parcels}
        waybill={s.waybill}
        loading={move.isPending}
        title={t('shipments.page.confirmTitle')}
        hint={t('shipments.page.confirmHint')}
        submitLabel={t('shipments.page.moveTo.to_confirm')}
        onConfirm={(values) => void go('to_confirm', values)}
        onClose={() => setConfirming(false)}
      />
      <ConfirmModal
        opened={editing}
        parcels={s.parcels}
        waybill={s.waybill}
        loading={saveParcels.isPending}
        title={t('shipments.page.parcelsTitle', { number: s.number })}
        hint={t('shipments.page.parcelsHint')}
        submitLabel={t('shipments.page.save')}
        onConfirm={(values) => void correct(values)}
        onClose={() => setEditing(false)}
      />
      <ConfirmDialog
        opened={asking !== null}
        title={t('shipments.page.moveTitle', { number: s.number, action: asking ? label(asking) : '' })}
        message={
          asking === 'shipped'
            ? withoutWaybill
              ? `${t('shipments.page.withoutWaybillHint')} ${t('shipments.page.shippedMessage')}`
              : t('shipments.page.shippedMessage')
            : t('shipments.page.moveMessage', { status: asking ? t(`shipments.status.${asking}`) : '' })
        }
        confirmLabel={withoutWaybill ? t('shipments.page.withoutWaybill') : asking ? label(asking) : ''}
        loading={move.isPending}
        onConfirm={() => asking && void go(asking, withoutWaybill ? { without_waybill: true } : {})}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
