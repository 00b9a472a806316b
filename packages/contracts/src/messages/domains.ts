/*
 * The catalogue's namespaces: one per domain, each from its own folder (`<domain>/{it,en,fr,es}.ts`,
 * gathered by `<domain>/index.ts`) and named as the domain (`sheets.*`). A new domain adds its folder
 * and one line here, which is all `index.ts` reads. The core (`validation.*`, `errors.*`) is not a domain.
 */
export { account } from './account';
export { agencies } from './agencies';
export { appliances } from './appliances';
export { auth } from './auth';
export { clients } from './clients';
export { content } from './content';
export { dashboard } from './dashboard';
export { downloads } from './downloads';
export { generic } from './generic';
export { imports } from './imports';
export { invoices } from './invoices';
export { materials } from './materials';
export { orderForm } from './order-form';
export { outbox } from './outbox';
export { readyStock } from './ready-stock';
export { registrations } from './registrations';
export { registryLookups } from './registry-lookups';
export { sales } from './sales';
export { search } from './search';
export { sheets } from './sheets';
export { shipments } from './shipments';
export { signing } from './signing';
export { users } from './users';
