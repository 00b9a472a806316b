import { core as en } from './en';
import { core as es } from './es';
import { core as fr } from './fr';
import { core as it } from './it';

/** `validation.*` and `errors.*` in every language, for messages/index.ts. */
export const core = { it, en, fr, es };
