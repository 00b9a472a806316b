import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

/**
 * A full-area message with its ways out. Reloading is offered only where it can help (a page or
 * chunk that failed to load: `ReloadButton`); a missing or forbidden page offers a way back.
 */
export function ErrorView({
  title,
  message,
  actions,
  icon = <IconAlertTriangle size={30} aria-hidden />,
  alert = true,
}: {
  title: string;
  message?: string;
  actions?: ReactNode;
  icon?: ReactNode;
  /** A failure is announced; a page that simply is not there is read like any page. */
  alert?: boolean;
}) {
  return (
    <Center mih="60vh" p="lg" component="section" role={alert ? 'alert' : undefined}>
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" style={{ background: '#fdf0dc', color: '#7a4100' }}>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={24}>
          {title}
        </Title>
        {message ? <Text c="dimmed">{message}</Text> : null}
        {actions ? (
          <Group justify="center" mt="sm">
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Center>
  );
}

export function ReloadButton() {
  const { t } = useTranslation();
  return (
    <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
      {t('common.reload')}
    </Button>
  );
}
