import { signing as en } from './en';
import { signing as es } from './es';
import { signing as fr } from './fr';
import { signing as it } from './it';

/** `signing.*` in every language, for messages/index.ts. */
export const signing = { it, en, fr, es };
