import '@mantine/core/styles/SegmentedControl.css';
import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useId } from 'react';

/**
 * A labelled choice of two or three, every option in sight, as high as the selects beside it so
 * their labels and fields line up in the filters' row.
 */
export function FilterSegments({
  label,
  value,
  onChange,
  data,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string }[];
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
        styles={{ root: { height: 36, alignItems: 'center' }, label: { paddingBlock: 3 } }}
      />
    </Stack>
  );
}
