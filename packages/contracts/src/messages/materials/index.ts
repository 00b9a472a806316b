import { materials as en } from './en';
import { materials as es } from './es';
import { materials as fr } from './fr';
import { materials as it } from './it';

/** `materials.*` in every language, for messages/index.ts. */
export const materials = { it, en, fr, es };
