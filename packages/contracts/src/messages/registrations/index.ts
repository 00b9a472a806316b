import { registrations as en } from './en';
import { registrations as es } from './es';
import { registrations as fr } from './fr';
import { registrations as it } from './it';

/** `registrations.*` in every language, for messages/index.ts. */
export const registrations = { it, en, fr, es };
