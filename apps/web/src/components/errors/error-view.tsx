import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A full-area message with a way out: reload, and optionally another action. */
export function ErrorView({ title, message, action }: { title: string; message?: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="lg" component="section" role="alert">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" style={{ background: '#fdf0dc', color: '#7a4100' }}>
          <IconAlertTriangle size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {title}
        </Title>
        {message ? <Text c="dimmed">{message}</Text> : null}
        <Group justify="center" mt="sm">
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
          {action}
        </Group>
      </Stack>
    </Center>
  );
}
