import '@mantine/core/styles/Table.css';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { InvoiceDetail } from '@portal/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { DetailDrawer } from '../../../components/layout/detail-drawer';
import { DetailList } from '../../../components/layout/detail-list';
import { useFormat } from '../../../lib/format';
import { usePhone } from '../../../lib/use-phone';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloadInvoice } from '../api/download-invoice';
import { useInvoice } from '../api/get-invoice';
import { useInvoiceFormat } from '../hooks/use-invoice-format';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { InvoiceTotals } from './invoice-totals';

/** An invoice: who it is to, its payment, its lines and totals, and its PDF copy. */
export function InvoiceDrawer({ number, onClose }: { number: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useInvoice(number);
  const invoice = query.data && query.data.number === number ? query.data : undefined;
  const title =
    invoice?.document_type === 'credit_note' ? 'invoices.page.creditNoteTitle' : 'invoices.page.detailTitle';
  return (
    <DetailDrawer
      opened={number !== null}
      onClose={onClose}
      size="lg"
      title={number ? t(title, { number }) : ''}
      failed={query.isError}
      missing={t('invoices.page.missing')}
    >
      {invoice ? <InvoiceView invoice={invoice} /> : null}
    </DetailDrawer>
  );
}

function InvoiceView({ invoice: i }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const f = useInvoiceFormat();
  const format = useFormat();
  const phone = usePhone();
  const download = useDownloadInvoice();
  const c = i.client;
  const place = [c.postal_code, c.city, c.province ? `(${c.province})` : null].filter(Boolean).join(' ');
  const address = [c.address, place, format.country(c.country)].filter(Boolean).join('\n');

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={0}>
          <Text fz="sm" c="dimmed">
            {f.day(i.day)}
          </Text>
          <Text fw={700} fz="xl">
            {f.money(i.total ?? i.amount)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t(i.total !== null ? 'invoices.columns.total' : 'invoices.columns.taxable')}
          </Text>
        </Stack>
        <Button
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate(i.number)}
        >
          {t('invoices.page.download')}
        </Button>
      </Group>
      <DetailList
        items={[
          { label: t('invoices.fields.billTo'), value: c.code ? `${c.name} (${c.code})` : c.name },
          { label: t('invoices.fields.soldBy'), value: i.agency.name },
          { label: t('invoices.fields.vat'), value: c.vat_number },
          { label: t('invoices.page.status'), value: <InvoiceStatusBadge status={i.status} /> },
          { label: t('invoices.fields.dueOn'), value: i.due_on ? f.day(i.due_on) : null },
          ...(i.paid_on ? [{ label: t('invoices.fields.paidOn'), value: f.day(i.paid_on) }] : []),
          {
            label: t('invoices.page.address'),
            value: <span style={{ whiteSpace: 'pre-line' }}>{address}</span>,
            wide: true,
          },
        ]}
      />
      <Stack gap="xs">
        <Title order={2} fz="md" id="invoice-lines-title">
          {t('invoices.page.lines')}
        </Title>
        {/*
          Four columns, the category under its product; on a phone three, the quantity under the
          product too: the lines stay within the drawer's padding, never at the screen's edge.
        */}
        <Table striped fz="sm" verticalSpacing={6} horizontalSpacing="xs" aria-labelledby="invoice-lines-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" ta="right" w={40}>
                {t('invoices.fields.line')}
              </Table.Th>
              <Table.Th scope="col">
                {t('invoices.fields.product')}
                <Text span className="visually-hidden">
                  , {t('invoices.fields.category')}
                  {phone ? `, ${t('invoices.fields.quantity')}` : ''}
                </Text>
              </Table.Th>
              {phone ? null : (
                <Table.Th scope="col" ta="right">
                  {t('invoices.fields.quantity')}
                </Table.Th>
              )}
              <Table.Th scope="col" ta="right">
                {t('invoices.columns.amount')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {i.lines.map((line) => (
              <Table.Tr key={line.line}>
                <Table.Td ta="right">{line.line}</Table.Td>
                <Table.Td>
                  <Text fz="sm">{line.product}</Text>
                  <Text fz="xs" c="dimmed">
                    {line.category_label}
                  </Text>
                  {phone ? (
                    <Text fz="xs" c="dimmed" data-line-quantity>
                      {t('invoices.page.lineQuantity', { quantity: f.number(line.quantity) })}
                    </Text>
                  ) : null}
                </Table.Td>
                {phone ? null : (
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {f.number(line.quantity)}
                  </Table.Td>
                )}
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {f.money(line.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <InvoiceTotals invoice={i} span={phone ? 2 : 3} />
        </Table>
      </Stack>
    </Stack>
  );
}
