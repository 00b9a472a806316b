/** The addresses of the order form's screens; `config/paths.ts` finds them here. */
export const paths = {
  orderForm: '/order-form',
  orderFormEdit: '/order-form/:id',
  orders: '/orders',
  order: '/orders/:id',
} as const;

/** A stored order's page. */
export const orderPath = (id: number) => paths.order.replace(':id', String(id));

/** The form of a stored draft. */
export const orderEditPath = (id: number) => paths.orderFormEdit.replace(':id', String(id));

type Own = typeof paths;
// Typed there too: other features link to these screens through `config/paths.ts`.
declare module '../../config/paths' {
  interface Paths extends Own {}
}
