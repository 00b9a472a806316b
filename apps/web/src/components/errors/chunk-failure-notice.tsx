import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { chunkFailureStore } from '../../lib/chunk-errors';
import { useTranslation } from '../../lib/use-translation';

/**
 * Shown when Vite could not preload a script or style chunk (`vite:preloadError`). Part of the
 * entry chunk, with nothing lazy in it: it must work precisely when chunks do not load.
 */
export function ChunkFailureNotice() {
  const failed = useSyncExternalStore(chunkFailureStore.subscribe, chunkFailureStore.get);
  const { t } = useTranslation();
  if (!failed) return null;
  return (
    <Paper
      role="alert"
      withBorder
      shadow="lg"
      radius="md"
      p="md"
      style={{ position: 'fixed', left: 16, right: 16, bottom: 16, zIndex: 1000, maxWidth: 560, margin: '0 auto' }}
    >
      <Group justify="space-between" gap="sm">
        <div style={{ flex: '1 1 240px' }}>
          <Text fw={700}>{t('notices.chunkFailed')}</Text>
          <Text fz="sm" c="dimmed">
            {t('notices.chunkFailedHint')}
          </Text>
        </div>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
