import './status-badge.css';

/** Tinted background, dark text: every tone is above 6:1 contrast. */
export const TONES = {
  positive: { background: '#e3f3e7', color: '#1d5e2c' },
  negative: { background: '#fce8e8', color: '#9b1c1c' },
  warning: { background: '#fdf0dc', color: '#7a4100' },
  neutral: { background: '#eceef2', color: '#363c47' },
  info: { background: '#e3ecf8', color: '#14477f' },
} as const;

export type Tone = keyof typeof TONES;

/**
 * A state in its tone. A table may not squeeze it into an ellipsis: its column is at least as
 * wide as the badge (status-badge.css).
 */
export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className="status-badge" style={TONES[tone]}>
      {children}
    </span>
  );
}
