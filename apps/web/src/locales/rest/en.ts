import type { Messages } from '@portal/contracts/messages';

/**
 * Every other namespace of the catalogue in English, as one chunk: each domain's
 * `messages/<domain>/en.ts` but core and auth (../first). A new domain's folder is picked up here.
 */
const domains = import.meta.glob<Partial<Messages>>(
  [
    '../../../../../packages/contracts/src/messages/*/en.ts',
    '!../../../../../packages/contracts/src/messages/{core,auth}/en.ts',
  ],
  { eager: true },
);

export const rest: Partial<Messages> = Object.assign({}, ...Object.values(domains));
