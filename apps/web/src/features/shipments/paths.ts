/** The addresses of the shipments' screens; `config/paths.ts` finds them here. */
export const paths = {
  toSend: '/shipping/to-send',
  preparations: '/shipping/preparations',
  shipments: '/shipping/shipments',
  shipmentsArchive: '/shipping/archive',
  myShipments: '/my-shipments',
} as const;

type Own = typeof paths;
// Typed there too: other features link to these screens through `config/paths.ts`.
declare module '../../config/paths' {
  interface Paths extends Own {}
}
