import { MantineProvider } from '@mantine/core';
import { type ComponentProps, createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterSegments } from './filter-segments';
import { SelectionBar } from './selection-bar';

const html = (node: ReactNode) => renderToStaticMarkup(createElement(MantineProvider, null, node));

describe('the selection bar', () => {
  it('announces what is chosen and offers clearing it before the actions', () => {
    const markup = html(
      createElement(
        SelectionBar,
        // Its children come as the third argument, as JSX passes them.
        { status: '2 richieste di Rossi', clearLabel: 'Annulla selezione', onClear: () => {} } as ComponentProps<
          typeof SelectionBar
        >,
        createElement('button', { type: 'button' }, 'Prepara'),
      ),
    );
    expect(markup).toMatch(/role="status"[^>]*>2 richieste di Rossi</);
    expect(markup.indexOf('Annulla selezione')).toBeGreaterThan(-1);
    expect(markup.indexOf('Annulla selezione')).toBeLessThan(markup.indexOf('Prepara'));
  });
});

describe('the segmented filter', () => {
  const data = [
    { value: 'pending', label: 'In attesa' },
    { value: 'all', label: 'Tutte' },
  ];
  it('is labelled by its label and shows every choice, the chosen one checked', () => {
    const markup = html(createElement(FilterSegments, { label: 'Stato', value: 'all', onChange: () => {}, data }));
    const id = /id="([^"]+)"[^>]*>Stato</.exec(markup)?.[1];
    expect(id).toBeTruthy();
    expect(markup).toContain(`aria-labelledby="${id}"`);
    expect(markup).toContain('In attesa');
    expect(markup).toMatch(/value="all"[^>]*checked|checked[^>]*value="all"/);
  });

  it('beside the selects it is as high as they are', () => {
    const beside = html(
      createElement(FilterSegments, { label: 'Periodo', value: 'all', onChange: () => {}, data, besideFields: true }),
    );
    expect(beside).toContain('height:36px');
    expect(
      html(createElement(FilterSegments, { label: 'Stato', value: 'all', onChange: () => {}, data })),
    ).not.toContain('height:36px');
  });
});
