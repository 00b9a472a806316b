import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pagination.css';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/use-translation';
import type { TableList } from './types';

const SIZES = ['10', '20', '50', '100'];

/** The rows shown and the pages offered; past a capped total the last page is not known. */
export function pagerRange(p: {
  page: number;
  pageSize: number;
  total: number;
  totalCapped?: boolean;
  rowsOnPage?: number;
}) {
  const onPage = p.rowsOnPage ?? p.pageSize;
  const from = (p.page - 1) * p.pageSize + 1;
  if (!p.totalCapped) {
    return { from, to: Math.min(p.total, p.page * p.pageSize), pages: Math.max(1, Math.ceil(p.total / p.pageSize)) };
  }
  // Offer the next page while this one is full.
  const pages = Math.max(Math.ceil(p.total / p.pageSize), onPage >= p.pageSize ? p.page + 1 : p.page);
  return { from, to: from + onPage - 1, pages };
}

/** Where a page is in the whole list: the part of a list answer the pager reads. */
export type PagedList = Pick<TableList<unknown>, 'page' | 'pageSize' | 'total' | 'total_capped' | 'rows'>;

/** Under a page of a list (rows or cards): how many there are, the page size and the pages. */
export function TablePager({
  data,
  onPageChange,
  onPageSizeChange,
}: {
  data: PagedList;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}) {
  const { page, pageSize, total } = data;
  /** The server stopped counting at `total`: say "more than", and let the pager go on. */
  const totalCapped = data.total_capped ?? false;
  const { t } = useTranslation();
  const format = useFormat();
  const { from, to, pages } = pagerRange({ page, pageSize, total, totalCapped, rowsOnPage: data.rows.length });
  return (
    <Group
      justify="space-between"
      gap="sm"
      px="md"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="sm">
        <Text fz="sm" c="dimmed" aria-live="polite">
          {t(totalCapped ? 'table.rangeMore' : 'table.range', {
            from: format.number(from),
            to: format.number(to),
            total: format.number(total),
          })}
        </Text>
        {onPageSizeChange ? (
          <NativeSelect
            aria-label={t('table.pageSize')}
            size="xs"
            data={SIZES}
            value={String(pageSize)}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          />
        ) : null}
      </Group>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={onPageChange}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous'
                ? t('table.previous')
                : control === 'next'
                  ? t('table.next')
                  : t(`table.${control}`),
          })}
          getItemProps={(p) => ({ 'aria-label': t('table.page', { page: p }) })}
        />
      ) : null}
    </Group>
  );
}
