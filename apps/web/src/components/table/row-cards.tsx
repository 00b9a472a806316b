import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Combobox.css';
import { Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import './row-cards.css';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cellContent, isEmpty, type ServerTableProps } from './table-props';
import type { TableList } from './types';

/**
 * The list on a phone: one dense card per row, so several rows fit a screen. The heading (with
 * the row's actions beside it), the states under it, a line of small facts (a date at its end),
 * then the counts with their labels.
 *
 * Plain elements with the look of Mantine's Card, Group and Text (row-cards.css): a page of cards
 * would otherwise mount some ten Mantine components per row, most of the time a phone spends
 * showing a list. Controls (the checkbox, the actions) stay Mantine's.
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
        const shownAsides = asides.filter((h) => !isEmpty(row, h.key));
        const shownLabelled = labelled.filter(
          (h) => !columns?.[h.key]?.omitZero || !(isEmpty(row, h.key) || (row as Record<string, unknown>)[h.key] === 0),
        );
        return (
          <article key={key} className="row-card">
            <div className="row-card-head">
              <div className="row-card-heading">
                {props.select ? (
                  <Checkbox
                    size="sm"
                    checked={props.select.selected.includes(key)}
                    onChange={(event) => props.select?.onChange(key, event.currentTarget.checked)}
                    aria-label={props.select.label(row)}
                  />
                ) : null}
                {title ? <div className="row-card-title">{cellContent(props, row, title.key)}</div> : null}
              </div>
              {props.actions ? (
                // The actions' buttons are taller than the heading: they reach into the card's padding
                // rather than make every card taller.
                <div className="row-card-actions">{props.actions(row)}</div>
              ) : null}
            </div>
            {states.length > 0 ? (
              <div className="row-card-states">
                {states.map((h) => (
                  <span key={h.key}>
                    <span className="visually-hidden">{h.label}: </span>
                    {cellContent(props, row, h.key)}
                  </span>
                ))}
              </div>
            ) : null}
            {shownFacts.length + asides.length > 0 ? (
              <div className="row-card-facts">
                <div className="row-card-small row-card-fact-line">
                  {shownFacts.map((h, index) => (
                    <span key={h.key}>
                      {index > 0 ? ' · ' : null}
                      <span className="visually-hidden">{h.label}: </span>
                      {cellContent(props, row, h.key) as ReactNode}
                    </span>
                  ))}
                </div>
                {shownAsides.map((h) => (
                  <div key={h.key} className="row-card-small row-card-aside">
                    <span className="visually-hidden">{h.label}: </span>
                    {cellContent(props, row, h.key)}
                  </div>
                ))}
              </div>
            ) : null}
            {shownLabelled.length > 0 ? (
              <div className="row-card-counts">
                {shownLabelled.map((h) => (
                  <div key={h.key} className="row-card-count">
                    <span className="row-card-small">{h.label}</span>
                    <div>{cellContent(props, row, h.key)}</div>
                  </div>
                ))}
              </div>
            ) : null}
          </article>
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
