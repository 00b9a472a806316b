import { Anchor, Button, Card, Center, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';

export type WidgetLink = { to: string; label: string };
/** A body's height in px: one, or a phone's (narrower than 576 px, where lines wrap) and a wider screen's. */
export type WidgetHeight = number | { base: number; xs: number };

/**
 * One dashboard card: its title, the link to its full screen and its data's four states. While
 * loading it holds `height` (the content's own height, so nothing below moves when it comes); a
 * failure stays inside the card with a retry, so one failing widget never blanks the page.
 */
export function Widget<T>({
  id,
  title,
  link,
  query,
  height,
  empty,
  isEmpty,
  children,
}: {
  id: string;
  title: string;
  link: WidgetLink;
  query: UseQueryResult<T>;
  height: WidgetHeight;
  /** Said instead of the figures when `isEmpty` holds for them. */
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data } = query;
  let body: ReactNode;
  if (data === undefined && query.isError) {
    body = (
      <Center mih={height} role="alert">
        <Stack align="center" gap="xs">
          <Text fz="sm" c="dimmed" ta="center">
            {t('dashboard.widget.error')}
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => query.refetch()}
            loading={query.isFetching}
          >
            {t('dashboard.widget.retry')}
          </Button>
        </Stack>
      </Center>
    );
  } else if (data === undefined) {
    body = <Skeleton h={height} radius="sm" role="status" aria-busy="true" aria-label={t('common.loading')} />;
  } else if (isEmpty(data)) {
    body = (
      <Center mih={height}>
        <Text fz="sm" c="dimmed" ta="center">
          {empty}
        </Text>
      </Center>
    );
  } else {
    body = children(data);
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`${id}-title`} data-widget={id}>
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} fz="md" id={`${id}-title`}>
          {title}
        </Title>
        <Anchor component={Link} to={link.to} fz="sm" fw={500}>
          <Group component="span" gap={4} wrap="nowrap">
            {link.label}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <div data-widget-body>{body}</div>
    </Card>
  );
}
