import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A row's action as an icon, its short name in a tooltip and its full name (which row) for screen
 * readers: the actions column stays narrow, so the data columns keep their room.
 */
export function RowAction({
  tooltip,
  label,
  icon,
  to,
  onClick,
}: {
  tooltip: string;
  label: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
}) {
  return (
    <Tooltip label={tooltip}>
      {to ? (
        <ActionIcon size="lg" variant="light" component={Link} to={to} aria-label={label}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon size="lg" variant="light" onClick={onClick} aria-label={label}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
