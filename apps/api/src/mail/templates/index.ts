import type { Language } from '@portal/contracts';
import { en, type MailTexts, type TemplateName } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';

export type { TemplateName };
export const mailTexts: Record<Language, MailTexts> = { it, en, fr, es };

/**
 * The parameters of each template that belong to the recipient alone: links that carry a token
 * (they open an account or sign in someone's place) and one-time codes. The outbox keeps a copy
 * of each message with them masked (`renderOutboxMail`), which is what staff read once e-mail goes
 * out by SMTP; the mail worker always sends the whole message. Every template is listed, so a new
 * one has to say which of its parameters are secret (none: `[]`).
 */
export const SECRET_PARAMS = {
  'sheet-signature-request': ['link'],
  'sign-otp': ['code'],
  'sign-reminder': ['link'],
  'sign-signed-copy': [],
  'sign-signed-agent': [],
  'sign-declined-agent': [],
  'sign-expired-agent': [],
  'sheet-revision': [],
  'password-reset': ['link'],
  'account-activation': ['link'],
  'registration-received': [],
  'registration-rejected': [],
  'registration-pending': [],
  'shipment-shipped': [],
} as const satisfies Record<TemplateName, readonly string[]>;

export const secretParamsOf = (template: string): readonly string[] | undefined =>
  (SECRET_PARAMS as Record<string, readonly string[]>)[template];
