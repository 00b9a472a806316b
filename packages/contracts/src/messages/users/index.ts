import { users as en } from './en';
import { users as es } from './es';
import { users as fr } from './fr';
import { users as it } from './it';

/** `users.*` in every language, for messages/index.ts. */
export const users = { it, en, fr, es };
