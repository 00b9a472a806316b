import '@mantine/core/styles/Drawer.css';
import { Divider, Drawer, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { useMaterial } from '../api/get-material';
import { MaterialCounters } from './material-counters';
import { MaterialForm } from './material-form';
import { MaterialImage } from './material-image';
import { MaterialLoads } from './material-loads';

/** Which material the drawer shows: a new one, an existing one, or none (closed). */
export type MaterialDrawerTarget = { id: number | 'new' } | null;

/**
 * Create or edit a material: its data first; once saved, its stock counters, image and loads
 * (a new material switches to its saved self, so the image and loads can follow at once).
 */
export function MaterialDrawer({
  target,
  onChange,
}: {
  target: MaterialDrawerTarget;
  onChange: (target: MaterialDrawerTarget) => void;
}) {
  const { t } = useTranslation();
  const id = target && target.id !== 'new' ? target.id : null;
  const detail = useMaterial(id);
  const material = id !== null ? (detail.data ?? null) : null;
  const loading = id !== null && !detail.data;

  return (
    <Drawer
      opened={target !== null}
      onClose={() => onChange(null)}
      position="right"
      size="xl"
      title={
        <Text fw={700} component="span">
          {id === null ? t('materials.page.newMaterial') : t('materials.page.editMaterial')}
          {material ? ` · ${material.product_code}` : ''}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {loading ? (
        <Stack gap="sm">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      ) : (
        <Stack gap="lg">
          {material ? <MaterialCounters material={material} /> : null}
          <MaterialForm
            key={material?.id ?? 'new'}
            material={material}
            onCreated={(created) => onChange({ id: created })}
          />
          <Divider />
          {material ? (
            <>
              <Stack gap="xs">
                <Title order={2} fz="h4">
                  {t('materials.page.image')}
                </Title>
                <MaterialImage id={material.id} name={material.name} url={material.image_url} />
              </Stack>
              <Divider />
              <Stack gap="xs">
                <Title order={2} fz="h4">
                  {t('materials.page.loads')}
                </Title>
                <MaterialLoads materialId={material.id} loads={material.loads} />
              </Stack>
            </>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('materials.page.saveFirst')}
            </Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
