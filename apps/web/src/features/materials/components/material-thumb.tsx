import { Center } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';

/** A material's picture at a fixed size, or a placeholder; decoded lazily, as tables hold many. */
export function MaterialThumb({ url, name, size = 44 }: { url: string | null; name: string; size?: number }) {
  const { t } = useTranslation();
  const box = { width: size, height: size, borderRadius: 6, flexShrink: 0 } as const;
  if (!url) {
    return (
      <Center style={{ ...box, background: 'var(--mantine-color-gray-1)' }} title={t('materials.page.noImage')}>
        <IconPhoto size={size / 2} color="var(--mantine-color-gray-6)" aria-hidden />
      </Center>
    );
  }
  return (
    <img
      src={url}
      alt={t('materials.page.imageOf', { name })}
      loading="lazy"
      decoding="async"
      style={{ ...box, objectFit: 'cover', border: '1px solid var(--mantine-color-gray-3)', background: '#fff' }}
    />
  );
}
