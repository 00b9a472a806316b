import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

/** A list's state filter as labelled segments: every choice in sight, one click to switch. */
export function StatusSegments({
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
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} value={value} onChange={onChange} data={data} />
    </Stack>
  );
}
