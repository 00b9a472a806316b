import { registryLookups as en } from './en';
import { registryLookups as es } from './es';
import { registryLookups as fr } from './fr';
import { registryLookups as it } from './it';

/** `registryLookups.*` in every language, for messages/index.ts. */
export const registryLookups = { it, en, fr, es };
