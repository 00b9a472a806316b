import { orderForm as en } from './en';
import { orderForm as es } from './es';
import { orderForm as fr } from './fr';
import { orderForm as it } from './it';

/** `orderForm.*` in every language, for messages/index.ts. */
export const orderForm = { it, en, fr, es };
