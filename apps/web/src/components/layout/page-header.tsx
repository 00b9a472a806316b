import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  description,
  actions,
  descriptionOnPhone = true,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** A list screen leaves its description out on a phone: its first rows need the room. */
  descriptionOnPhone?: boolean;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb={{ base: 'sm', sm: 'lg' }} gap="sm">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" fz="sm" visibleFrom={descriptionOnPhone ? undefined : 'sm'}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions}
    </Group>
  );
}
