import { Button, Group, Input, ScrollArea, Stack } from '@mantine/core';
import type { RevenueCategory } from '@portal/contracts';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FILTER_CATEGORIES } from '../hooks/use-revenue-scope';

/**
 * The revenue categories as toggle chips, any number pressed; "All" (none pressed) counts every
 * category. A client shows when it has revenue in one of the pressed ones.
 */
export function CategoryChips({
  value,
  onChange,
}: {
  value: readonly RevenueCategory[];
  onChange: (value: RevenueCategory[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // The choice so far, ahead of the address: two quick presses both count, though the address
  // (and `value`) changes only after the first one has been rendered.
  const latest = useRef(value);
  latest.current = value;
  const choose = (next: RevenueCategory[]) => {
    latest.current = next;
    onChange(next);
  };
  const toggle = (key: RevenueCategory) => {
    const current = latest.current;
    choose(
      current.includes(key)
        ? current.filter((c) => c !== key)
        : FILTER_CATEGORIES.filter((c) => c === key || current.includes(c)),
    );
  };
  const chip = (key: string, label: string, pressed: boolean, onClick: () => void) => (
    <Button
      key={key}
      size="compact-sm"
      radius="xl"
      variant={pressed ? 'filled' : 'default'}
      aria-pressed={pressed}
      onClick={onClick}
      style={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
  // Never wider than the row it is in: the chips scroll sideways instead of the page (a phone).
  return (
    <Stack gap={4} miw={0} maw="100%">
      <Input.Label component="div" id={id}>
        {t('sales.page.filter.categories')}
      </Input.Label>
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="xs" wrap="nowrap" pb={4} role="group" aria-labelledby={id}>
          {chip('all', t('sales.page.filter.all'), value.length === 0, () => choose([]))}
          {FILTER_CATEGORIES.map((key) =>
            chip(key, t(`sales.revenueCategories.${key}`), value.includes(key), () => toggle(key)),
          )}
        </Group>
      </ScrollArea>
    </Stack>
  );
}
