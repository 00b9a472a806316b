import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { TablePager } from '../../../components/table/table-pager';
import { useTranslation } from '../../../lib/use-translation';
import { useClientMaterials } from '../api/get-client-materials';
import { MaterialRequestCard } from './material-request-card';

/** The materials one client may get, favourites first, as cards: comfortable on a phone too. */
export function ClientMaterials({
  clientId,
  filter,
  onPageChange,
  onPageSizeChange,
}: {
  clientId: number;
  filter: { page: number; pageSize: number; q?: string; family?: number };
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}) {
  const { t } = useTranslation();
  const query = useClientMaterials(clientId, filter);
  const data = query.data;
  if (!data) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={220} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (data.rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('materials.page.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="md" aria-busy={query.isFetching}>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
        {data.rows.map((material) => (
          <MaterialRequestCard key={`${clientId}-${material.id}`} clientId={clientId} material={material} />
        ))}
      </SimpleGrid>
      <Card withBorder radius="md" padding={0}>
        <TablePager data={data} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />
      </Card>
    </Stack>
  );
}
