import { z } from 'zod';

export const provinceEntrySchema = z.object({ code: z.string().length(2), name: z.string(), region: z.string() });
export type Province = z.infer<typeof provinceEntrySchema>;

export const locationSchema = z.object({ id: z.string(), name: z.string(), type: z.enum(['country', 'province']) });
export type Location = z.infer<typeof locationSchema>;

export const legendEntrySchema = z.object({ key: z.string(), label: z.string(), color: z.string().optional() });
export const legendSchema = z.record(z.string(), z.array(legendEntrySchema));
