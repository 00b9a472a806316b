/** The addresses of the dashboard's screen; `config/paths.ts` finds them here. */
export const paths = {
  dashboard: '/dashboard',
} as const;

type Own = typeof paths;
// Typed there too: other features link to these screens through `config/paths.ts`.
declare module '../../config/paths' {
  interface Paths extends Own {}
}
