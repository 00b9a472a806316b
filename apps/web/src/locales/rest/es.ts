import type { Messages } from '@portal/contracts/messages';

/**
 * Every other namespace of the catalogue in Spanish, as one chunk: each domain's
 * `messages/<domain>/es.ts` but core and auth (../first). A new domain's folder is picked up here.
 */
const domains = import.meta.glob<Partial<Messages>>(
  [
    '../../../../../packages/contracts/src/messages/*/es.ts',
    '!../../../../../packages/contracts/src/messages/{core,auth}/es.ts',
  ],
  { eager: true },
);

export const rest: Partial<Messages> = Object.assign({}, ...Object.values(domains));
