import { downloads as en } from './en';
import { downloads as es } from './es';
import { downloads as fr } from './fr';
import { downloads as it } from './it';

/** `downloads.*` in every language, for messages/index.ts. */
export const downloads = { it, en, fr, es };
