import '@mantine/core/styles/Badge.css';
import { Badge, Button, Collapse, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { usePhone } from '../../lib/use-phone';
import { useTranslation } from '../../lib/use-translation';

/**
 * A list's filters. On a laptop they stand in a row. On a phone only the search stays in sight:
 * the other filters fold behind a "Filters" button that counts the ones in use, so the first rows
 * of the list are on the first screen; they mount when first unfolded.
 */
export function ListFilters({
  search,
  active,
  children,
}: {
  search?: ReactNode;
  active: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [opened, { toggle }] = useDisclosure(false);
  // Folded, the filters mount when first unfolded: a phone's first screen does not build the
  // selects (their popovers and positioning) nobody has asked for yet.
  const [unfolded, setUnfolded] = useState(false);
  if (opened && !unfolded) setUnfolded(true);
  const id = useId();
  if (!phone) {
    return (
      <Group align="flex-end" gap="sm" wrap="wrap">
        {children}
        {search}
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        {search}
        {children ? (
          <Button
            variant={active > 0 ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            rightSection={
              active > 0 ? (
                <Badge size="sm" circle aria-hidden>
                  {active}
                </Badge>
              ) : null
            }
            onClick={toggle}
            aria-expanded={opened}
            aria-controls={id}
            aria-label={active > 0 ? t('table.filtersActive', { count: active }) : undefined}
            style={{ flexShrink: 0 }}
          >
            {t('table.filters')}
          </Button>
        ) : null}
      </Group>
      {children ? (
        <Collapse expanded={opened}>
          <Stack gap="xs" id={id}>
            {opened || unfolded ? children : null}
          </Stack>
        </Collapse>
      ) : null}
    </Stack>
  );
}
