/** The addresses of the sales' screens; `config/paths.ts` finds them here. */
export const paths = {
  revenue: '/revenue',
  bestSellers: '/best-sellers',
} as const;

type Own = typeof paths;
// Typed there too: other features link to these screens through `config/paths.ts`.
declare module '../../config/paths' {
  interface Paths extends Own {}
}
