/** The addresses of the registration form and the requests' screen; `config/paths.ts` finds them here. */
export const paths = {
  register: '/register',
  adminRegistrations: '/admin/registrations',
} as const;

type Own = typeof paths;
// Typed there too: other features link to these screens through `config/paths.ts`.
declare module '../../config/paths' {
  interface Paths extends Own {}
}
