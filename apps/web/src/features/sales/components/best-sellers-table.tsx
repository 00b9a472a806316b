import { Text } from '@mantine/core';
import type { BestSellerRow, BestSellers } from '@portal/contracts';
import { ServerTable } from '../../../components/table/server-table';
import type { ColumnLayouts } from '../../../components/table/types';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { usePhone } from '../../../lib/use-phone';
import { useTranslation } from '../../../lib/use-translation';

const COLUMNS: ColumnLayouts = {
  rank: { numeric: true, nowrap: true, card: 'none' },
  product: { card: 'title' },
  category: { card: 'fact' },
  quantity: { numeric: true, nowrap: true, card: 'labelled' },
  amount: { numeric: true, nowrap: true, card: 'labelled' },
  share: { numeric: true, nowrap: true, card: 'labelled' },
};

/** The ranking: one row per product, its place first (on a phone, before its name on the card). */
export function BestSellersTable({
  data,
  loading,
  caption,
}: {
  data: BestSellers | undefined;
  loading: boolean;
  caption: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const phone = usePhone();
  const { money } = useMoney();
  // The whole ranking is one page: the server answers the first `limit` products.
  const list = data
    ? { ...data, total: data.rows.length, page: 1, pageSize: Math.max(1, data.rows.length) }
    : undefined;
  return (
    <ServerTable<BestSellerRow>
      caption={caption}
      data={list}
      loading={loading}
      rowKey={(row) => `${row.category}|${row.product}`}
      onPageChange={() => undefined}
      emptyText={t('sales.page.bestSellers.empty')}
      columns={COLUMNS}
      render={{
        rank: (row) => format.number(row.rank),
        product: (row) =>
          phone ? (
            <>
              <Text span fz="inherit" c="dimmed" mr={6}>
                {format.number(row.rank)}.
              </Text>
              {row.product}
            </>
          ) : (
            <Text span fz="inherit" fw={600}>
              {row.product}
            </Text>
          ),
        category: (row) => row.category_label,
        quantity: (row) => format.number(row.quantity, { maximumFractionDigits: 3, useGrouping: 'always' }),
        amount: (row) => money(row.amount),
        // One decimal on every row, so the column lines up.
        share: (row) =>
          row.share === null
            ? '—'
            : format.number(row.share / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      }}
    />
  );
}
