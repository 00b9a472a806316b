import { clients as en } from './en';
import { clients as es } from './es';
import { clients as fr } from './fr';
import { clients as it } from './it';

/** `clients.*` in every language, for messages/index.ts. */
export const clients = { it, en, fr, es };
