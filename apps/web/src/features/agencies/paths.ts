/** The addresses of the agencies' screens; `config/paths.ts` finds them here. */
export const paths = {
  agencies: '/agencies',
  agency: '/agencies/:id',
  myAgency: '/my-agency',
} as const;

type Own = typeof paths;
// Typed there too: other features link to these screens through `config/paths.ts`.
declare module '../../config/paths' {
  interface Paths extends Own {}
}
