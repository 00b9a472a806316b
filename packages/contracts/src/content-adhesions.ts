import { z } from 'zod';
import { LANGUAGES, type Language } from './languages';
import { dateSchema, hasVisibleText, idSchema, optionalString, requiredString, textSchema } from './validation';

/**
 * A promotion's adhesion form (spec §2 "Promotion adhesion form to be signed"; issue 31 point 2):
 * staff define its fields, the conditions per language and the days it takes adhesions; a
 * customer fills it and signs it with the signing engine. One adhesion per customer and promotion.
 */
export const ADHESION_FIELD_TYPES = ['text', 'number', 'checkbox', 'choice'] as const;
export type AdhesionFieldType = (typeof ADHESION_FIELD_TYPES)[number];

export const ADHESION_LIMITS = {
  fields: 20,
  label: 120,
  options: 20,
  conditions: 10_000,
  /** A text answer. */
  text: 500,
  /** A number answer's digits. */
  number: 15,
} as const;

const KEY = /^[a-z][a-z0-9_]{0,39}$/;
const keySchema = textSchema().regex(KEY, 'validation.invalidType');

const labelsSchema = z.strictObject({
  it: requiredString(ADHESION_LIMITS.label),
  en: optionalString(ADHESION_LIMITS.label),
  fr: optionalString(ADHESION_LIMITS.label),
  es: optionalString(ADHESION_LIMITS.label),
});
export type AdhesionLabels = z.output<typeof labelsSchema>;

export const adhesionFieldSchema = z.strictObject({
  key: keySchema,
  type: z.enum(ADHESION_FIELD_TYPES, { error: 'validation.invalidType' }),
  required: z.boolean().default(false),
  labels: labelsSchema,
  /** A choice's options (two at least); other types have none. */
  options: z
    .array(z.strictObject({ key: keySchema, labels: labelsSchema }))
    .max(ADHESION_LIMITS.options, 'validation.tooLong')
    .optional(),
});
export type AdhesionField = z.output<typeof adhesionFieldSchema>;

/** The form as staff write it with the promotion (`adhesion` of the content input). */
export const adhesionFormSchema = z
  .strictObject({
    fields: z
      .array(adhesionFieldSchema)
      .min(1, 'content.adhesion.validation.fields')
      .max(ADHESION_LIMITS.fields, 'validation.tooLong'),
    conditions: z.strictObject({
      it: requiredString(ADHESION_LIMITS.conditions),
      en: optionalString(ADHESION_LIMITS.conditions),
      fr: optionalString(ADHESION_LIMITS.conditions),
      es: optionalString(ADHESION_LIMITS.conditions),
    }),
    opens_on: dateSchema,
    /** The first day it no longer takes adhesions; null: open while the promotion is shown. */
    closes_on: dateSchema.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    const keys = new Set<string>();
    v.fields.forEach((field, i) => {
      if (keys.has(field.key)) {
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'key'], message: 'content.adhesion.validation.duplicate' });
      }
      keys.add(field.key);
      const options = field.options ?? [];
      if (field.type === 'choice' && options.length < 2) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'options'],
          message: 'content.adhesion.validation.options',
        });
      }
      if (field.type !== 'choice' && options.length > 0) {
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'options'], message: 'validation.invalidType' });
      }
      if (new Set(options.map((o) => o.key)).size !== options.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['fields', i, 'options'],
          message: 'content.adhesion.validation.duplicate',
        });
      }
    });
    if (v.closes_on && v.closes_on <= v.opens_on) {
      ctx.addIssue({ code: 'custom', path: ['closes_on'], message: 'content.validation.closeAfter' });
    }
  });
export type AdhesionFormInput = z.input<typeof adhesionFormSchema>;
export type AdhesionForm = z.output<typeof adhesionFormSchema>;

/** A label in the reader's language, else English, else Italian. */
export const labelIn = (labels: Partial<Record<Language, string | undefined>>, language: Language): string =>
  labels[language] || labels.en || labels.it || '';

/** `POST content/item/{id}/adhesion`: the customer's answers, by field key. */
export const adhesionSubmitSchema = z.strictObject({
  values: z.record(keySchema, z.union([textSchema().max(ADHESION_LIMITS.text, 'validation.tooLong'), z.boolean()])),
});
export type AdhesionSubmit = z.infer<typeof adhesionSubmitSchema>;

/**
 * The answers checked against the form: every required field answered, a number a number, a
 * choice one of its options, no unknown field. Returns the stored values or the issues by key.
 */
export function checkAdhesionValues(
  fields: readonly AdhesionField[],
  values: Record<string, string | boolean>,
): { ok: true; values: Record<string, string | boolean> } | { ok: false; issues: { key: string; message: string }[] } {
  const issues: { key: string; message: string }[] = [];
  const out: Record<string, string | boolean> = {};
  for (const key of Object.keys(values)) {
    if (!fields.some((f) => f.key === key)) issues.push({ key, message: 'validation.invalidType' });
  }
  for (const field of fields) {
    // Its own answer only: a plain object also has `constructor`, a key a form may use.
    const raw = Object.hasOwn(values, field.key) ? values[field.key] : undefined;
    if (field.type === 'checkbox') {
      if (raw !== undefined && typeof raw !== 'boolean')
        issues.push({ key: field.key, message: 'validation.invalidType' });
      else if (field.required && raw !== true) issues.push({ key: field.key, message: 'validation.required' });
      else out[field.key] = raw === true;
      continue;
    }
    // Invisible characters only (zero-width spaces…) answer nothing.
    const text = typeof raw === 'string' ? (hasVisibleText(raw) ? raw.trim() : '') : raw === undefined ? '' : null;
    if (text === null) {
      issues.push({ key: field.key, message: 'validation.invalidType' });
      continue;
    }
    if (text === '') {
      if (field.required) issues.push({ key: field.key, message: 'validation.required' });
      else out[field.key] = '';
      continue;
    }
    if (field.type === 'number' && !/^-?\d{1,15}([.,]\d{1,4})?$/.test(text)) {
      issues.push({ key: field.key, message: 'validation.invalidNumber' });
    } else if (field.type === 'choice' && !(field.options ?? []).some((o) => o.key === text)) {
      issues.push({ key: field.key, message: 'validation.invalidType' });
    } else out[field.key] = field.type === 'number' ? text.replace(',', '.') : text;
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, values: out };
}

export const ADHESION_STATES = ['to_sign', 'signed', 'declined'] as const;
export type AdhesionState = (typeof ADHESION_STATES)[number];

/** The form as a reader sees it, in their language. */
export const adhesionFormViewSchema = z.object({
  fields: z.array(
    z.object({
      key: z.string(),
      type: z.enum(ADHESION_FIELD_TYPES),
      required: z.boolean(),
      label: z.string(),
      options: z.array(z.object({ key: z.string(), label: z.string() })),
    }),
  ),
  conditions: z.string(),
  opens_on: z.string(),
  closes_on: z.string().nullable(),
  /** Takes adhesions today. */
  open: z.boolean(),
});

/** A promotion's adhesion part of its detail: the form, and the customer's own adhesion. */
export const adhesionDetailSchema = z.object({
  form: adhesionFormViewSchema,
  /** Only a customer (not press) may adhere; staff and agents read the form. */
  can_adhere: z.boolean(),
  mine: z
    .object({
      id: z.number().int(),
      state: z.enum(ADHESION_STATES),
      state_label: z.string(),
      created_at: z.string(),
      signed_at: z.string().nullable(),
    })
    .nullable(),
});
export type AdhesionDetail = z.infer<typeof adhesionDetailSchema>;

/** `POST content/item/{id}/adhesion` and `.../adhesion/link`: where the customer signs. */
export const adhesionStartedSchema = z.object({ id: z.number().int(), token: z.string(), message: z.string() });

/** A row of a promotion's adhesions (staff). */
export const adhesionRowSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  client_code: z.string().nullable(),
  signer_name: z.string().nullable(),
  email: z.string(),
  state: z.enum(ADHESION_STATES),
  state_label: z.string(),
  created_at: z.string(),
  signed_at: z.string().nullable(),
});
export type AdhesionRow = z.infer<typeof adhesionRowSchema>;
export const adhesionListSchema = z.object({ rows: z.array(adhesionRowSchema) });

export const adhesionParamsSchema = z.object({ adhesionId: idSchema });

export const ADHESION_LANGUAGES = LANGUAGES;
