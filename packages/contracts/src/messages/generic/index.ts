import { generic as en } from './en';
import { generic as es } from './es';
import { generic as fr } from './fr';
import { generic as it } from './it';

/** `generic.*` in every language, for messages/index.ts. */
export const generic = { it, en, fr, es };
