import { auth as en } from './en';
import { auth as es } from './es';
import { auth as fr } from './fr';
import { auth as it } from './it';

/** `auth.*` in every language, for messages/index.ts. */
export const auth = { it, en, fr, es };
