import type { Messages } from '@portal/contracts/messages';

/**
 * Every other namespace of the catalogue in French, as one chunk: each domain's
 * `messages/<domain>/fr.ts` but core and auth (../first). A new domain's folder is picked up here.
 */
const domains = import.meta.glob<Partial<Messages>>(
  [
    '../../../../../packages/contracts/src/messages/*/fr.ts',
    '!../../../../../packages/contracts/src/messages/{core,auth}/fr.ts',
  ],
  { eager: true },
);

export const rest: Partial<Messages> = Object.assign({}, ...Object.values(domains));
