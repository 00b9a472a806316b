import { UnstyledButton } from '@mantine/core';

/** An appliance's code in a list, as the button that opens its detail. */
export function CodeButton({ code, onOpen }: { code: string; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} fz="sm" fw={600} ff="monospace" c="blue" td="underline">
      {code}
    </UnstyledButton>
  );
}
