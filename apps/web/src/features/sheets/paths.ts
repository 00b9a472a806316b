/** The addresses of the client sheets' screens; `config/paths.ts` finds them here. */
export const paths = {
  registry: '/registry',
  sheetNew: '/registry/new',
  sheet: '/registry/:id',
} as const;

type Own = typeof paths;
// Typed there too: other features link to these screens through `config/paths.ts`.
declare module '../../config/paths' {
  interface Paths extends Own {}
}
