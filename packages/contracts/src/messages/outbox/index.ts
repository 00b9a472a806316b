import { outbox as en } from './en';
import { outbox as es } from './es';
import { outbox as fr } from './fr';
import { outbox as it } from './it';

/** `outbox.*` in every language, for messages/index.ts. */
export const outbox = { it, en, fr, es };
