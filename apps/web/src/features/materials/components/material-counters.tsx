import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { MaterialRow } from '@portal/contracts';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';

const COUNTERS = ['realised', 'committed', 'printed', 'delivered', 'available', 'pending_requests'] as const;

/** The stock counters (derived by the server from loads, requests and shipments). */
export function MaterialCounters({ material }: { material: MaterialRow }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <SimpleGrid component="dl" cols={{ base: 2, xs: 3 }} spacing="xs" m={0}>
      {COUNTERS.map((key) => (
        <Paper key={key} withBorder radius="md" p="xs" data-counter={key}>
          <Text component="dt" fz="xs" fw={600} c="dimmed" tt="uppercase">
            {t(`materials.columns.${key}`)}
          </Text>
          <Text component="dd" m={0} fz="lg" fw={700}>
            {format.number(material[key])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
