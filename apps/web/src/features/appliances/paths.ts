/** The addresses of the price search and the home appliances' catalogue; `config/paths.ts` finds them here. */
export const paths = {
  searchPrices: '/search-prices',
  homeAppliances: '/home-appliances',
} as const;

type Own = typeof paths;
// Typed there too: other features link to these screens through `config/paths.ts`.
declare module '../../config/paths' {
  interface Paths extends Own {}
}
