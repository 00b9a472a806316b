/** The addresses of the outgoing e-mail's screen; `config/paths.ts` finds them here. */
export const paths = {
  adminOutbox: '/admin/outbox',
} as const;

type Own = typeof paths;
// Typed there too: other features link to these screens through `config/paths.ts`.
declare module '../../config/paths' {
  interface Paths extends Own {}
}
