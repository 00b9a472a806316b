import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ClientMaterialRow } from '@portal/contracts';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusBadge } from '../../../components/table/status-badge';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useRequestMaterial } from '../api/request-material';
import { MaterialThumb } from './material-thumb';
import { QuantityStepper } from './quantity-stepper';

/** One material for the chosen client: what is there, what the client already asked, and a request. */
export function MaterialRequestCard({ clientId, material }: { clientId: number; material: ClientMaterialRow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const request = useRequestMaterial();
  const [quantity, setQuantity] = useState<number | ''>(1);
  const [error, setError] = useState<string | undefined>();
  const out = material.available <= 0;
  const name = `${material.product_code} ${material.name}`;

  const send = async () => {
    if (quantity === '' || quantity < 1) return setError(t('validation.quantity'));
    setError(undefined);
    try {
      const body = { product_id: material.id, product_code: material.product_code, quantity };
      notifySuccess((await request.mutateAsync({ clientId, body })).message);
      setQuantity(1);
    } catch {
      // The server's message is in the toast.
    }
  };

  const fact = (label: string, value: string) => (
    <Stack gap={0} align="center" miw={64}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase" ta="center">
        {label}
      </Text>
      <Text fz="md" fw={700}>
        {value}
      </Text>
    </Stack>
  );

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <MaterialThumb url={material.thumb_url} name={material.name} size={72} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fz="xs" c="dimmed" fw={600}>
              {material.product_code} · {material.family}
            </Text>
            <Text fw={600} lh={1.3} style={{ wordBreak: 'break-word' }}>
              {material.name}
            </Text>
            {out ? <StatusBadge tone="negative">{t('materials.page.outOfStock')}</StatusBadge> : null}
          </Stack>
        </Group>
        <Group justify="space-around" gap="xs" wrap="nowrap">
          {fact(t('materials.page.available'), format.number(material.available))}
          {fact(t('materials.page.alreadyRequested'), format.number(material.pending_for_client))}
          {fact(t('materials.page.perPack'), material.pack_quantity ? format.number(material.pack_quantity) : '—')}
        </Group>
        <Group gap="sm" wrap="wrap" justify="space-between" align="flex-start">
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            label={t('materials.page.quantityFor', { name })}
            max={Math.max(1, material.available)}
            disabled={out}
            error={error}
          />
          <Button
            size="lg"
            leftSection={<IconSend size={18} aria-hidden />}
            onClick={() => void send()}
            loading={request.isPending}
            disabled={out}
            aria-label={t('materials.page.requestFor', { name })}
            flex={1}
            miw={140}
          >
            {t('materials.page.request')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
