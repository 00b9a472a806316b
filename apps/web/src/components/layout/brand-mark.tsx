import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

/** The portal's logo: the app icon and its name. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap">
      <img src="/favicon.svg" width={32} height={32} alt="" />
      <Text fw={700} fz="lg" c={inverted ? 'white' : 'brand.8'} style={{ whiteSpace: 'nowrap' }}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
