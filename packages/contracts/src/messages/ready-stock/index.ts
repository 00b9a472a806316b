import { readyStock as en } from './en';
import { readyStock as es } from './es';
import { readyStock as fr } from './fr';
import { readyStock as it } from './it';

/** `readyStock.*` in every language, for messages/index.ts. */
export const readyStock = { it, en, fr, es };
