import { z } from 'zod';
import { adhesionDetailSchema, adhesionFieldSchema, adhesionFormSchema } from './content-adhesions';
import { LANGUAGES, type Language } from './languages';
import { listQuerySchema } from './lists';
import { dateSchema, optionalString, requiredString, textSchema } from './validation';

/**
 * Content (spec §2 News, Communications, Trends, Promotions; PRODUCT.md §4 "Content and
 * downloads"): one kind of item for the four screens, a text per language, an audience by role,
 * publication and withdrawal days, images and attachments. Staff (admin, sales) write; readers see
 * an item of their audience between its days.
 */
export const CONTENT_KINDS = ['news', 'communication', 'trend', 'promotion'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const contentKindSchema = z.enum(CONTENT_KINDS, { error: 'validation.invalidType' });

/** Who reads an item besides staff, who read every item. A press user is a customer of a press client. */
export const CONTENT_AUDIENCES = ['agents', 'customers', 'press'] as const;
export type ContentAudience = (typeof CONTENT_AUDIENCES)[number];

/** Italian is required; the reader's language is shown, else English, else Italian. */
export const CONTENT_REQUIRED_LANGUAGE: Language = 'it';
export const CONTENT_FALLBACKS: readonly Language[] = ['en', 'it'];

/** The language whose text a reader of `language` sees, among those an item has. */
export function contentLanguage(language: Language, available: readonly Language[]): Language | undefined {
  return [language, ...CONTENT_FALLBACKS].find((l) => available.includes(l));
}

export const CONTENT_LIMITS = {
  title: 200,
  summary: 600,
  /** The body's HTML as the editor writes it, before sanitizing. */
  body: 100_000,
  imageBytes: 10 * 1024 * 1024,
  attachmentBytes: 25 * 1024 * 1024,
  /** Images and attachments together, per item. */
  files: 20,
} as const;

/** The types an image may have, read from its first bytes, and the extension it is saved with. */
export const CONTENT_IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

/** The types an attachment may have (documents, spreadsheets, presentations, archives, images). */
export const CONTENT_ATTACHMENT_TYPES = {
  ...CONTENT_IMAGE_TYPES,
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
} as const;

export const CONTENT_FILE_ROLES = ['image', 'attachment'] as const;
export type ContentFileRole = (typeof CONTENT_FILE_ROLES)[number];

/**
 * The address of a content file as a body may name it (an image in the text): the portal's own
 * download route, in any language. The server's sanitizer drops any other image.
 */
export const CONTENT_FILE_PATH =
  /^\/(?:it|en|fr|es)\/v1\.0\/content\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where an item stands for its readers on a day: before, between or after its days. */
export const CONTENT_STATES = ['scheduled', 'published', 'withdrawn'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export function contentState(publishOn: string, withdrawOn: string | null, today: string): ContentState {
  if (publishOn > today) return 'scheduled';
  return withdrawOn !== null && withdrawOn <= today ? 'withdrawn' : 'published';
}

const textOf = (required: boolean) =>
  z.strictObject({
    title: required
      ? requiredString(CONTENT_LIMITS.title)
      : textSchema().trim().max(CONTENT_LIMITS.title, 'validation.tooLong'),
    summary: optionalString(CONTENT_LIMITS.summary),
    body: textSchema().max(CONTENT_LIMITS.body, 'validation.tooLong').default(''),
  });

/** An optional language's text: left out, or all blank, means none; a summary or body needs a title. */
const optionalText = textOf(false)
  .optional()
  .transform((v) => (v && (v.title !== '' || v.summary || v.body.trim() !== '') ? v : undefined));

const contentFields = {
  texts: z.strictObject({
    it: textOf(true),
    en: optionalText,
    fr: optionalText,
    es: optionalText,
  }),
  audience: z
    .array(z.enum(CONTENT_AUDIENCES, { error: 'validation.invalidType' }))
    .min(1, 'content.validation.audience')
    .max(CONTENT_AUDIENCES.length, 'content.validation.audience')
    .transform((a) => CONTENT_AUDIENCES.filter((x) => a.includes(x))),
  publish_on: dateSchema,
  withdraw_on: dateSchema.nullable().optional(),
  /** A promotion's adhesion form (content-adhesions.ts); null removes it, left out keeps it. */
  adhesion: adhesionFormSchema.nullable().optional(),
};

type Fields = z.output<z.ZodObject<typeof contentFields>>;

/**
 * A title for every language written; a withdrawal after the publication (told on the
 * publication day, which a withdrawal day of any real date never makes wrong on its own).
 */
function checkContent(v: Fields, ctx: z.RefinementCtx) {
  for (const language of LANGUAGES.filter((l) => l !== 'it')) {
    const text = v.texts[language as Exclude<Language, 'it'>];
    if (text && text.title === '') {
      ctx.addIssue({ code: 'custom', path: ['texts', language, 'title'], message: 'validation.required' });
    }
  }
  if (v.withdraw_on && v.withdraw_on <= v.publish_on) {
    ctx.addIssue({ code: 'custom', path: ['publish_on'], message: 'content.validation.withdrawAfter' });
  }
}

/**
 * `PUT content/item/{id}`: the texts (Italian required, a title for any other written), the
 * audience (at least one), the publication day and the optional withdrawal day (the first day it
 * is no longer shown, after the publication day).
 */
export const contentInputSchema = z.strictObject(contentFields).superRefine(checkContent);
export type ContentInput = z.input<typeof contentInputSchema>;
export type ContentInputParsed = z.output<typeof contentInputSchema>;

/** `POST content`: a new item of a kind. */
export const contentCreateSchema = z
  .strictObject({ kind: contentKindSchema, ...contentFields })
  .superRefine(checkContent);
export type ContentCreate = z.input<typeof contentCreateSchema>;

const booleanQuery = z.enum(['true', 'false'], { error: 'validation.invalidType' }).optional();

/** `GET content/{kind}`: text, unread only; staff also by state and audience. */
export const contentListQuerySchema = listQuerySchema.omit({ sort: true, order: true }).extend({
  unread: booleanQuery,
  state: z.enum(CONTENT_STATES, { error: 'validation.invalidType' }).optional(),
  audience: z.enum(CONTENT_AUDIENCES, { error: 'validation.invalidType' }).optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const contentKindParamsSchema = z.object({ kind: contentKindSchema });
export const contentFileParamsSchema = z.object({ fileId: z.uuid({ error: 'errors.notFound' }) });
export const contentUploadQuerySchema = z.object({
  role: z.enum(CONTENT_FILE_ROLES, { error: 'validation.invalidType' }),
});

export const contentFileSchema = z.object({
  id: z.string(),
  role: z.enum(CONTENT_FILE_ROLES),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});
export type ContentFile = z.infer<typeof contentFileSchema>;

const stateFields = {
  state: z.enum(CONTENT_STATES),
  state_label: z.string(),
};

/** A row of a content list: the text in the reader's language (`language` says which). */
export const contentRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  title: z.string(),
  summary: z.string().nullable(),
  language: z.enum(LANGUAGES),
  publish_on: z.string(),
  withdraw_on: z.string().nullable(),
  audience: z.array(z.enum(CONTENT_AUDIENCES)),
  read: z.boolean(),
  image_id: z.string().nullable(),
  ...stateFields,
});
export type ContentRow = z.infer<typeof contentRowSchema>;

/** `GET content/item/{id}`: the item in the reader's language, with its files; reading marks it read. */
export const contentDetailSchema = contentRowSchema.extend({
  body: z.string(),
  files: z.array(contentFileSchema),
  languages: z.array(z.enum(LANGUAGES)),
  /** A promotion's adhesion form and the reader's own adhesion; null without a form. */
  adhesion: adhesionDetailSchema.nullable(),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

const storedTextSchema = z.object({ title: z.string(), summary: z.string().nullable(), body: z.string() });

/** `GET content/item/{id}/edit` (staff): every language's text as stored, for the editor. */
export const contentEditSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  texts: z.object({
    it: storedTextSchema,
    en: storedTextSchema.nullable(),
    fr: storedTextSchema.nullable(),
    es: storedTextSchema.nullable(),
  }),
  audience: z.array(z.enum(CONTENT_AUDIENCES)),
  publish_on: z.string(),
  withdraw_on: z.string().nullable(),
  files: z.array(contentFileSchema),
  adhesion: z
    .object({
      fields: z.array(adhesionFieldSchema),
      conditions: z.record(z.string(), z.string()),
      opens_on: z.string(),
      closes_on: z.string().nullable(),
      /** Adhesions taken: the form can no longer be removed. */
      adhesions: z.number().int(),
    })
    .nullable(),
});
export type ContentEdit = z.infer<typeof contentEditSchema>;

/** `GET content/unread`: unread items of each kind the reader sees, counted up to `CONTENT_UNREAD_CAP`. */
export const CONTENT_UNREAD_CAP = 99;
export const contentUnreadSchema = z.object({
  news: z.number().int(),
  communication: z.number().int(),
  trend: z.number().int(),
  promotion: z.number().int(),
});
export type ContentUnread = z.infer<typeof contentUnreadSchema>;
