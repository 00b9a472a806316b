import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { chunkFailureStore } from '../../lib/chunk-errors';

/** Shown when Vite could not preload a script or style chunk (`vite:preloadError`). */
export function ChunkFailureNotice() {
  const failed = useSyncExternalStore(chunkFailureStore.subscribe, chunkFailureStore.get);
  const { t } = useTranslation();
  return (
    <Modal opened={failed} onClose={() => window.location.reload()} title={t('notices.chunkFailed')} centered>
      <Stack>
        <Text>{t('notices.chunkFailedHint')}</Text>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </Stack>
    </Modal>
  );
}
