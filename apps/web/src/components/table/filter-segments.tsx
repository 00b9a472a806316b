import '@mantine/core/styles/SegmentedControl.css';
import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useId } from 'react';

/**
 * A list's filter as labelled segments (a state, a period, an order): every choice in sight, one
 * click to switch. `besideFields` makes it as high as the selects beside it, so their labels and
 * fields line up in the filters' row.
 */
export function FilterSegments({
  label,
  value,
  onChange,
  data,
  besideFields = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string }[];
  besideFields?: boolean;
}) {
  const id = useId();
  return (
    <Stack gap={0}>
      <Input.Label component="div" id={id} mb={4}>
        {label}
      </Input.Label>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={onChange}
        data={data}
        styles={besideFields ? { root: { height: 36, alignItems: 'center' }, label: { paddingBlock: 3 } } : undefined}
      />
    </Stack>
  );
}
