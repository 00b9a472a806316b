import { imports as en } from './en';
import { imports as es } from './es';
import { imports as fr } from './fr';
import { imports as it } from './it';

/** `imports.*` in every language, for messages/index.ts. */
export const imports = { it, en, fr, es };
