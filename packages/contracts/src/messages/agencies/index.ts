import { agencies as en } from './en';
import { agencies as es } from './es';
import { agencies as fr } from './fr';
import { agencies as it } from './it';

/** `agencies.*` in every language, for messages/index.ts. */
export const agencies = { it, en, fr, es };
