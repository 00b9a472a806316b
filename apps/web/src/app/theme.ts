import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** A deep blue: shade 7 on white is above 7:1, so filled buttons pass axe contrast. */
const brand: MantineColorsTuple = [
  '#eaf2fb',
  '#d3e2f3',
  '#a5c3e6',
  '#74a2d9',
  '#4c86ce',
  '#3274c7',
  '#2366b8',
  '#1b5699',
  '#14477f',
  '#0c3866',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { radius: 'md' } },
    // Mantine only recolours a focused field's 1 px border: every field gets the clear ring of app.css.
    Input: { classNames: { input: 'focus-ring-input' } },
    // The menu's focus placeholder is a role="presentation" child of role="menu", which ARIA forbids
    // (axe aria-required-children); without it the focus trap starts on the first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    MenuDivider: { defaultProps: { role: 'separator' } },
    // Mantine 9 keeps every closed select's options in the page and positions them on mount (a
    // forced style recalculation each): a list screen's filters cost 300 ms on a phone. They
    // mount on opening, as before.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

/** Mantine's dimmed grey and error red are about 3.3:1 on white; these are above 5:1. */
export const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5b626b', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
