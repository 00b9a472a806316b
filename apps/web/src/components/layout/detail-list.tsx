import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailItem = { label: string; value: ReactNode; wide?: boolean };

/** Label and value pairs of a record, as a description list. */
export function DetailList({ items, cols = 2 }: { items: DetailItem[]; cols?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: cols }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <Stack key={item.label} gap={2} style={item.wide ? { gridColumn: '1 / -1' } : undefined}>
          <Text component="dt" fz="xs" fw={600} c="dimmed" tt="uppercase">
            {item.label}
          </Text>
          <Text component="dd" m={0} fz="sm" style={{ wordBreak: 'break-word' }}>
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
