import { Card, Checkbox, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cellContent, isEmpty, type ServerTableProps } from './table-props';
import type { TableList } from './types';

/**
 * The list on a phone: one dense card per row, so several rows fit a screen. The heading (with
 * the row's actions beside it), the states under it, a line of small facts (a date at its end),
 * then the counts with their labels.
 */
export function RowCards<Row>(props: ServerTableProps<Row> & { data: TableList<Row> }) {
  const { data, columns } = props;
  const kind = (key: string) => columns?.[key]?.card ?? 'fact';
  const headers = data.table_headers;
  const title = headers.find((h) => kind(h.key) === 'title') ?? headers[0];
  const states = headers.filter((h) => h !== title && kind(h.key) === 'state');
  const asides = headers.filter((h) => h !== title && kind(h.key) === 'aside');
  const facts = headers.filter((h) => h !== title && kind(h.key) === 'fact');
  const labelled = headers.filter((h) => h !== title && kind(h.key) === 'labelled');

  return (
    <Stack gap={6} p="xs">
      {props.sortable && props.sortable.length > 0 && props.onSort ? <PhoneSort {...props} /> : null}
      {data.rows.map((row) => {
        const key = props.rowKey(row);
        const shownFacts = facts.filter((h) => !isEmpty(row, h.key));
        const shownLabelled = labelled.filter(
          (h) => !columns?.[h.key]?.omitZero || !(isEmpty(row, h.key) || (row as Record<string, unknown>)[h.key] === 0),
        );
        return (
          <Card key={key} withBorder radius="md" px="sm" py={6} component="article">
            <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                {props.select ? (
                  <Checkbox
                    size="sm"
                    checked={props.select.selected.includes(key)}
                    onChange={(event) => props.select?.onChange(key, event.currentTarget.checked)}
                    aria-label={props.select.label(row)}
                  />
                ) : null}
                {title ? (
                  <Text component="div" fz="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {cellContent(props, row, title.key)}
                  </Text>
                ) : null}
              </Group>
              {props.actions ? (
                // The actions' buttons are taller than the heading: they reach into the card's padding
                // rather than make every card taller.
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0, marginBlock: -6 }}>
                  {props.actions(row)}
                </Group>
              ) : null}
            </Group>
            {states.length > 0 ? (
              <Group gap={6} mt={2}>
                {states.map((h) => (
                  <span key={h.key}>
                    <span className="visually-hidden">{h.label}: </span>
                    {cellContent(props, row, h.key)}
                  </span>
                ))}
              </Group>
            ) : null}
            {shownFacts.length + asides.length > 0 ? (
              <Group gap="xs" mt={2} wrap="nowrap" justify="space-between" align="flex-start">
                <Text component="div" fz="xs" c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {shownFacts.map((h, index) => (
                    <span key={h.key}>
                      {index > 0 ? ' · ' : null}
                      <span className="visually-hidden">{h.label}: </span>
                      {cellContent(props, row, h.key) as ReactNode}
                    </span>
                  ))}
                </Text>
                {asides
                  .filter((h) => !isEmpty(row, h.key))
                  .map((h) => (
                    <Text key={h.key} component="div" fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      <span className="visually-hidden">{h.label}: </span>
                      {cellContent(props, row, h.key)}
                    </Text>
                  ))}
              </Group>
            ) : null}
            {shownLabelled.length > 0 ? (
              <SimpleGrid cols={2} spacing="md" verticalSpacing={2} mt={6}>
                {shownLabelled.map((h) => (
                  <Group key={h.key} justify="space-between" gap={4} wrap="nowrap">
                    <Text fz="xs" c="dimmed">
                      {h.label}
                    </Text>
                    <Text component="div" fz="xs">
                      {cellContent(props, row, h.key)}
                    </Text>
                  </Group>
                ))}
              </SimpleGrid>
            ) : null}
          </Card>
        );
      })}
    </Stack>
  );
}

/** On a phone the headers are gone: the order is one compact choice above the cards. */
function PhoneSort<Row>({ data, sortable, sort, order, onSort }: ServerTableProps<Row>) {
  const { t } = useTranslation();
  const id = useId();
  const options = (data?.table_headers ?? [])
    .filter((h) => sortable?.includes(h.key))
    .flatMap((h) => [
      { value: `${h.key}:asc`, label: `${h.label} ↑` },
      { value: `${h.key}:desc`, label: `${h.label} ↓` },
    ]);
  return (
    <Group justify="flex-end" gap="xs" wrap="nowrap">
      <Text component="label" htmlFor={id} fz="sm" c="dimmed">
        {t('table.sortBy')}
      </Text>
      <Select
        id={id}
        data={options}
        value={sort ? `${sort}:${order ?? 'asc'}` : null}
        onChange={(value) => {
          if (!value) return;
          const [key, direction] = value.split(':');
          if (key) onSort?.(key, direction === 'desc' ? 'desc' : 'asc');
        }}
        allowDeselect={false}
        size="xs"
        w={210}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
