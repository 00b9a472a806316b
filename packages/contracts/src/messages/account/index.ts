import { account as en } from './en';
import { account as es } from './es';
import { account as fr } from './fr';
import { account as it } from './it';

/** `account.*` in every language, for messages/index.ts. */
export const account = { it, en, fr, es };
