import { sales as en } from './en';
import { sales as es } from './es';
import { sales as fr } from './fr';
import { sales as it } from './it';

/** `sales.*` in every language, for messages/index.ts. */
export const sales = { it, en, fr, es };
