import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';
import { usePhone } from '../../lib/use-phone';
import { useTranslation } from '../../lib/use-translation';
import { RowCards } from './row-cards';
import { TablePager } from './table-pager';
import type { ServerTableProps } from './table-props';
import { TableView } from './table-view';

export type { ServerTableProps } from './table-props';

/**
 * A list driven by the server's `table_headers` and `rows`: sorted, filtered and paged by the
 * server. A table on wide screens (fitted to its room by `columns`), one dense card per row on a phone.
 */
export function ServerTable<Row>(props: ServerTableProps<Row>) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { data, loading, emptyText } = props;
  // The first rows to arrive are rendered at low priority, in slices between which the browser
  // stays responsive, instead of in one long task; the skeleton stays until they are ready. So are
  // rows already there when the list mounts (started by the entry, app/router.tsx): without the
  // initial value React would not defer on mount. Rows that replace rows (a page, a sort) render
  // as before.
  const rowsReady = useDeferredValue(Boolean(data), false);

  let body: ReactNode;
  if ((!data && loading) || (data && !rowsReady)) {
    body = (
      <Stack gap="xs" p="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={28} />
        ))}
      </Stack>
    );
  } else if (!data || data.rows.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl" px="md">
        {emptyText ?? t('table.empty')}
      </Text>
    );
  } else if (phone) {
    body = <RowCards {...props} data={data} />;
  } else {
    body = <TableView {...props} data={data} />;
  }

  return (
    <Card withBorder radius="md" padding={0} aria-busy={loading}>
      {body}
      {data && rowsReady && data.total > 0 ? (
        <TablePager data={data} onPageChange={props.onPageChange} onPageSizeChange={props.onPageSizeChange} />
      ) : null}
    </Card>
  );
}
