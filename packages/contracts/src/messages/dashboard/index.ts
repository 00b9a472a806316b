import { dashboard as en } from './en';
import { dashboard as es } from './es';
import { dashboard as fr } from './fr';
import { dashboard as it } from './it';

/** `dashboard.*` in every language, for messages/index.ts. */
export const dashboard = { it, en, fr, es };
