import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';

/** Tinted background, dark text: every tone is above 6:1 contrast. */
export const TONES = {
  positive: { background: '#e3f3e7', color: '#1d5e2c' },
  negative: { background: '#fce8e8', color: '#9b1c1c' },
  warning: { background: '#fdf0dc', color: '#7a4100' },
  neutral: { background: '#eceef2', color: '#363c47' },
  info: { background: '#e3ecf8', color: '#14477f' },
} as const;

export type Tone = keyof typeof TONES;

/** A table may not squeeze a badge into an ellipsis: its column is at least as wide as the badge. */
const NO_SHRINK = { display: 'inline-block', minWidth: 'max-content' } as const;

export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span style={NO_SHRINK}>
      <Badge variant="light" radius="sm" size="md" style={{ textTransform: 'none', ...TONES[tone] }}>
        {children}
      </Badge>
    </span>
  );
}
