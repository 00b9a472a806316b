import { sheets as en } from './en';
import { sheets as es } from './es';
import { sheets as fr } from './fr';
import { sheets as it } from './it';

/** `sheets.*` in every language, for messages/index.ts. */
export const sheets = { it, en, fr, es };
