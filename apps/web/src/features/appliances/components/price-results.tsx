import { Card, Text } from '@mantine/core';
import type { Appliance } from '@portal/contracts';
import { RowCards } from '../../../components/table/row-cards';
import { TableView } from '../../../components/table/table-view';
import type { TableList } from '../../../components/table/types';
import { usePhone } from '../../../lib/use-phone';
import { useTranslation } from '../../../lib/use-translation';
import { usePriceFormat } from '../hooks/use-price-format';
import { APPLIANCE_COLUMNS, SEARCH_COLUMNS } from './appliance-columns';
import { CodeButton } from './code-button';

const noPaging = () => {};

/** The search's best matches: a table on a laptop, one card per appliance on a phone; a row opens its detail. */
export function PriceResults({ results, onOpen }: { results: Appliance[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const f = usePriceFormat();
  const data: TableList<Appliance> = {
    table_headers: SEARCH_COLUMNS.map((key) => ({ key, label: t(`appliances.columns.${key}`) })),
    rows: results,
    total: results.length,
    page: 1,
    pageSize: results.length,
  };
  const props = {
    caption: t('appliances.page.searchTitle'),
    data,
    loading: false,
    rowKey: (row: Appliance) => row.id,
    columns: APPLIANCE_COLUMNS,
    onPageChange: noPaging,
    render: {
      code: (row: Appliance) => <CodeButton code={row.code} onOpen={() => onOpen(row.id)} />,
      price: (row: Appliance) => (
        <Text component="span" fz="sm" fw={700}>
          {f.price(row.price)}
        </Text>
      ),
    },
  };
  return (
    <Card withBorder radius="md" padding={0}>
      {phone ? <RowCards {...props} /> : <TableView {...props} />}
    </Card>
  );
}
