import { z } from 'zod';

/** PRODUCT.md §3: every answer is wrapped; the HTTP status equals `code`. */
export function successEnvelope<T extends z.ZodType>(response: T) {
  return z.object({ code: z.number().int(), args: z.object({ response }) });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  args: z.object({
    error: z.object({
      message: z.union([z.string(), z.array(z.string())]),
      /** Machine-readable error code, e.g. `auth.invalidCredentials`. */
      key: z.string().optional(),
      /** One localized message per invalid field, keyed by the field's path. */
      fields: z.record(z.string(), z.string()).optional(),
    }),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** What a call that creates a record answers: the new id and a message to show. */
export const createdResponseSchema = z.object({ id: z.number().int(), message: z.string() });

export type Envelope<T> = { code: number; args: { response: T } };
