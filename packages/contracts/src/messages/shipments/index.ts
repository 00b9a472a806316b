import { shipments as en } from './en';
import { shipments as es } from './es';
import { shipments as fr } from './fr';
import { shipments as it } from './it';

/** `shipments.*` in every language, for messages/index.ts. */
export const shipments = { it, en, fr, es };
