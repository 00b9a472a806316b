import { Stack, Text } from '@mantine/core';
import type { ApplianceDetail } from '@portal/contracts';
import { DetailDrawer } from '../../../components/layout/detail-drawer';
import { DetailList } from '../../../components/layout/detail-list';
import { useFormat } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { useAppliance } from '../api/get-appliance';
import { usePriceFormat } from '../hooks/use-price-format';

/** One appliance of the price list with every spec §3 field. */
export function ApplianceDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useAppliance(id);
  const appliance = query.data && query.data.id === id ? query.data : undefined;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={appliance ? `${appliance.brand} ${appliance.code}` : t('appliances.page.detailTitle')}
      failed={query.isError}
      missing={t('errors.notFound')}
    >
      {appliance ? <ApplianceView appliance={appliance} /> : null}
    </DetailDrawer>
  );
}

function ApplianceView({ appliance: a }: { appliance: ApplianceDetail }) {
  const { t } = useTranslation();
  const f = usePriceFormat();
  const format = useFormat();
  return (
    <Stack gap="lg">
      <Stack gap={0}>
        <Text fz="sm">{a.description}</Text>
        <Text fw={700} fz="xl" data-testid="appliance-price">
          {f.price(a.price)}
        </Text>
      </Stack>
      <DetailList
        items={[
          { label: t('appliances.columns.code'), value: a.code },
          { label: t('appliances.columns.ean'), value: a.ean },
          { label: t('appliances.columns.type'), value: a.type },
          { label: t('appliances.columns.brand'), value: a.brand },
          { label: t('appliances.columns.internal_code'), value: a.internal_code },
          {
            label: t('appliances.columns.weight_kg'),
            value: a.weight_kg
              ? t('appliances.page.weightValue', { weight: f.weight(a.weight_kg) })
              : t('appliances.page.noWeight'),
          },
          { label: t('appliances.columns.description'), value: a.description, wide: true },
          { label: t('appliances.page.updatedAt'), value: format.date(a.updated_at) },
        ]}
      />
    </Stack>
  );
}
