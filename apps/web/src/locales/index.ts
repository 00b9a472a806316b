import type { Language } from '@portal/contracts';
import { messages } from '@portal/contracts/messages';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';

/** The web app's own strings, per language. */
export const web = { it, en, fr, es } as const;

/**
 * i18next resources: the shared catalogue (validation.*, errors.*, success.*, columns.*,
 * legend.*) so keys returned by the shared zod schemas translate, plus the web strings.
 */
const bundle = (lang: Language) => ({ translation: { ...messages[lang], ...web[lang] } });

export const resources = { it: bundle('it'), en: bundle('en'), fr: bundle('fr'), es: bundle('es') };
