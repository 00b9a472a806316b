import { invoices as en } from './en';
import { invoices as es } from './es';
import { invoices as fr } from './fr';
import { invoices as it } from './it';

/** `invoices.*` in every language, for messages/index.ts. */
export const invoices = { it, en, fr, es };
