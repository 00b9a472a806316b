import '@mantine/core/styles/NumberInput.css';
import { NumberInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { APPLIANCE_LIMITS } from '@portal/contracts';
import { useState } from 'react';

/** A bound of the catalogue's price range in whole euros, told to the list after the user pauses. */
export function PriceFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState<string | number>(value);
  const report = useDebouncedCallback((v: string | number) => onChange(v === '' ? '' : String(v)), 400);
  return (
    <NumberInput
      label={label}
      value={text}
      onChange={(v) => {
        setText(v);
        report(v);
      }}
      min={0}
      max={APPLIANCE_LIMITS.price - 1}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=" "
      w={{ base: '100%', xs: 150 }}
    />
  );
}
