import '@mantine/core/styles/Affix.css';
import { Affix, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { dismissInstall, installPromptStore, promptInstall } from '../../lib/pwa';
import { useTranslation } from '../../lib/use-translation';

/** The install-the-app prompt (spec §2), offered when the browser fires beforeinstallprompt. */
export function InstallPrompt() {
  const event = useSyncExternalStore(installPromptStore.subscribe, installPromptStore.get);
  const { t } = useTranslation();
  if (!event) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={300}>
      <Paper withBorder shadow="lg" p="md" radius="lg" maw={360} role="dialog" aria-labelledby="install-title">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <IconDeviceMobileDown size={28} aria-hidden color="var(--mantine-color-brand-7)" />
          <Stack gap={6} flex={1}>
            <Text fw={600} id="install-title">
              {t('pwa.installTitle')}
            </Text>
            <Text fz="sm" c="dimmed">
              {t('pwa.installText')}
            </Text>
            <Group gap="xs" mt={4}>
              <Button size="xs" onClick={() => void promptInstall()}>
                {t('pwa.install')}
              </Button>
              <Button size="xs" variant="default" onClick={dismissInstall}>
                {t('pwa.notNow')}
              </Button>
            </Group>
          </Stack>
          <CloseButton aria-label={t('common.close')} onClick={dismissInstall} />
        </Group>
      </Paper>
    </Affix>
  );
}
