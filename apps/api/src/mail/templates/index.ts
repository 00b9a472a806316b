import type { Language } from '@portal/contracts';
import { en, type MailTexts, type TemplateName } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';

export type { TemplateName };
export const mailTexts: Record<Language, MailTexts> = { it, en, fr, es };
