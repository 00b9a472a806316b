import type { Messages } from '@portal/contracts/messages';

/**
 * Every other namespace of the catalogue in Italian, as one chunk: each domain's
 * `messages/<domain>/it.ts` but core and auth (../first). A new domain's folder is picked up here.
 */
const domains = import.meta.glob<Partial<Messages>>(
  [
    '../../../../../packages/contracts/src/messages/*/it.ts',
    '!../../../../../packages/contracts/src/messages/{core,auth}/it.ts',
  ],
  { eager: true },
);

export const rest: Partial<Messages> = Object.assign({}, ...Object.values(domains));
