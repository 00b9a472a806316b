/** The addresses of the ready-for-delivery screens; `config/paths.ts` finds them here. */
export const paths = {
  readyStock: '/ready-stock',
  readyReservations: '/ready-stock/reservations',
} as const;

type Own = typeof paths;
declare module '../../config/paths' {
  interface Paths extends Own {}
}
