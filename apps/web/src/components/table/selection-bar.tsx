import { Button, Group, Paper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * Above a list whose rows are being chosen: what is chosen (announced as it changes), a button
 * clearing the choice, and what can be done with it.
 */
export function SelectionBar({
  status,
  clearLabel,
  onClear,
  children,
}: {
  status: string;
  clearLabel: string;
  onClear: () => void;
  /** The actions on the chosen rows, after "clear". */
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-blue-0)">
      <Group justify="space-between" gap="sm">
        <Text fz="sm" fw={600} role="status">
          {status}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="sm" leftSection={<IconX size={16} aria-hidden />} onClick={onClear}>
            {clearLabel}
          </Button>
          {children}
        </Group>
      </Group>
    </Paper>
  );
}
