import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';

const SIZES = ['10', '20', '50', '100'];

export function TablePager({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
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
          {t('table.range', { from: format.number(from), to: format.number(to), total: format.number(total) })}
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
