import { content as en } from './en';
import { content as es } from './es';
import { content as fr } from './fr';
import { content as it } from './it';

/** `content.*` in every language, for messages/index.ts. */
export const content = { it, en, fr, es };
