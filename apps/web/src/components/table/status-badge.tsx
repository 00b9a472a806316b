import { Badge } from '@mantine/core';

/** Dark shades keep light badges above 4.5:1 contrast. */
const TONES = {
  positive: 'green.9',
  negative: 'red.9',
  warning: 'orange.9',
  neutral: 'gray.8',
  info: 'brand.8',
} as const;

export type Tone = keyof typeof TONES;

export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <Badge variant="light" color={TONES[tone]} radius="sm" style={{ textTransform: 'none' }}>
      {children}
    </Badge>
  );
}
