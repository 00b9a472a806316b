import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { TONES, type Tone } from '../table/status-badge';

/** An inline message with the same accessible tones as the status badges. */
export function Notice({
  tone,
  title,
  icon,
  role,
  children,
}: {
  tone: Tone;
  title?: ReactNode;
  icon?: ReactNode;
  /** An alert interrupts a screen reader; a status waits. By default only the negative tone alerts. */
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  const { background, color } = TONES[tone];
  return (
    <Alert
      variant="light"
      icon={icon}
      title={title}
      role={role ?? (tone === 'negative' ? 'alert' : 'status')}
      styles={{
        root: { background },
        title: { color },
        icon: { color },
        message: { color: 'var(--mantine-color-text)' },
      }}
    >
      {children}
    </Alert>
  );
}
