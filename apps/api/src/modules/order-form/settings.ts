import { LANGUAGES, type Language } from '@portal/contracts';
import { z } from 'zod';

/** The order form's own environment variables (README "Configuration"). */
const envSchema = z.object({
  ORDER_OFFICE_EMAIL: z.email().default('ordini@portal.example.it'),
  ORDER_OFFICE_LANGUAGE: z.enum(LANGUAGES).default('it'),
  ORDER_MAIL_ATTACHMENTS_MB: z.coerce.number().positive().max(100).default(15),
  ORDER_LINK_TTL_DAYS: z.coerce.number().positive().max(365).default(7),
});

export type OrderFormSettings = {
  /** Where sent orders go (`send.ts`), and in which language. */
  officeEmail: string;
  officeLanguage: Language;
  /** The most an order's e-mail carries attached; what does not fit goes as expiring links. */
  mailAttachmentsBytes: number;
  linkTtlMs: number;
};

const read = new WeakMap<object, OrderFormSettings>();

/** The settings in `env` (the app's `config.env`), checked; a wrong value throws, so the start stops. */
export function orderFormSettings(env: Readonly<Record<string, string | undefined>>): OrderFormSettings {
  const known = read.get(env);
  if (known) return known;
  const e = envSchema.parse(env);
  const settings = {
    officeEmail: e.ORDER_OFFICE_EMAIL,
    officeLanguage: e.ORDER_OFFICE_LANGUAGE,
    mailAttachmentsBytes: Math.round(e.ORDER_MAIL_ATTACHMENTS_MB * 1024 * 1024),
    linkTtlMs: e.ORDER_LINK_TTL_DAYS * 86_400_000,
  };
  read.set(env, settings);
  return settings;
}
