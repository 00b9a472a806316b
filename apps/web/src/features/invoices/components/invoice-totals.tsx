import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { InvoiceDetail } from '@portal/contracts';
import { useTranslation } from '../../../lib/use-translation';
import { useInvoiceFormat } from '../hooks/use-invoice-format';

/**
 * The foot of an invoice's lines: the ERP's taxable amount, VAT and total once it has sent the
 * document, the sum of the lines (taxable, as the list's column) until then. `span` is the number of columns before the amounts.
 */
export function InvoiceTotals({ invoice: i, span }: { invoice: InvoiceDetail; span: number }) {
  const { t } = useTranslation();
  const f = useInvoiceFormat();
  const rows: [label: string, value: number, bold: boolean][] =
    i.taxable !== null && i.vat !== null && i.total !== null
      ? [
          [t('invoices.fields.taxable'), i.taxable, false],
          [t('invoices.fields.vatAmount'), i.vat, false],
          [t('invoices.fields.total'), i.total, true],
        ]
      : [[t('invoices.fields.taxable'), i.amount, true]];
  return (
    <Table.Tfoot>
      {rows.map(([label, value, bold]) => (
        <Table.Tr key={label}>
          <Table.Th scope="row" colSpan={span} ta="right" fw={bold ? 700 : 500}>
            {label}
          </Table.Th>
          <Table.Td ta="right" fw={bold ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
            {f.money(value)}
          </Table.Td>
        </Table.Tr>
      ))}
    </Table.Tfoot>
  );
}
