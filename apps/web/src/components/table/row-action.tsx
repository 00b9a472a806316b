import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Tooltip } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';

/**
 * A row's action as an icon, its short name in a tooltip and its full name (which row) for screen
 * readers: the actions column stays narrow, so the data columns keep their room.
 *
 * A list shows one per row: the tooltip (its positioning and listeners) mounts beside the icon
 * when a mouse or the keyboard's focus first reaches it, not with the list. Like Mantine's own
 * it opens on hover (not on touch) and on a visible focus, and Escape closes it.
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
  const element = useRef<HTMLElement | null>(null);
  const setElement = (node: HTMLElement | null) => {
    element.current = node;
  };
  const [opened, setOpened] = useState<boolean | null>(null);
  const events = {
    onPointerEnter: (event: { pointerType: string }) => {
      if (event.pointerType === 'mouse') setOpened(true);
    },
    onPointerLeave: () => setOpened((now) => (now === null ? null : false)),
    onFocus: () => {
      if (element.current?.matches(':focus-visible')) setOpened(true);
    },
    onBlur: () => setOpened((now) => (now === null ? null : false)),
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Escape') setOpened((now) => (now === null ? null : false));
    },
  };
  return (
    <>
      {to ? (
        <ActionIcon ref={setElement} size="lg" variant="light" component={Link} to={to} aria-label={label} {...events}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon ref={setElement} size="lg" variant="light" onClick={onClick} aria-label={label} {...events}>
          {icon}
        </ActionIcon>
      )}
      {opened === null ? null : <Tooltip label={tooltip} target={element} opened={opened} />}
    </>
  );
}
