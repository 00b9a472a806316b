import { search as en } from './en';
import { search as es } from './es';
import { search as fr } from './fr';
import { search as it } from './it';

/** `search.*` in every language, for messages/index.ts. */
export const search = { it, en, fr, es };
