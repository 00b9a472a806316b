/** The addresses of the clients' screens; `config/paths.ts` finds them here. */
export const paths = {
  clients: '/clients',
  client: '/clients/:id',
} as const;

type Own = typeof paths;
// Typed there too: other features link to these screens through `config/paths.ts`.
declare module '../../config/paths' {
  interface Paths extends Own {}
}
