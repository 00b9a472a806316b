import '@mantine/core/styles/NavLink.css';
import { Box, Group, NavLink, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TONES, type Tone } from '../table/status-badge';

/**
 * A state and its count, opening the list filtered by that state. The state's colour is a dot
 * beside its name (as the lists' badges colour it), so a long name wraps instead of being cut.
 */
export function CountLink({ to, label, tone, count }: { to: string; label: string; tone: Tone; count: string }) {
  return (
    <NavLink
      component={Link}
      to={to}
      py={6}
      px={6}
      label={
        <Group gap={8} wrap="nowrap" align="center">
          <Box aria-hidden w={8} h={8} style={{ borderRadius: '50%', flexShrink: 0, background: TONES[tone].color }} />
          <Text span fz="sm" lh={1.3}>
            {label}
          </Text>
        </Group>
      }
      rightSection={
        <Text span fz="sm" fw={600} c={count === '0' ? 'dimmed' : undefined}>
          {count}
        </Text>
      }
    />
  );
}

export type CountItem = { key: string; to: string; label: string; tone: Tone; count: string };

/** States and their counts in two columns, each opening its list (the dashboard's count widgets). */
export function CountList({ label, items }: { label: string; items: CountItem[] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={2}
      spacing={4}
      verticalSpacing={0}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {items.map(({ key, ...item }) => (
        <li key={key}>
          <CountLink {...item} />
        </li>
      ))}
    </SimpleGrid>
  );
}
