import { appliances as en } from './en';
import { appliances as es } from './es';
import { appliances as fr } from './fr';
import { appliances as it } from './it';

/** `appliances.*` in every language, for messages/index.ts. */
export const appliances = { it, en, fr, es };
