import { z } from 'zod';
import { clientRowSchema } from './clients';
import { tableListSchema } from './lists';
import { SHEET_STATUSES } from './sheets';

/** Agencies (PRODUCT.md §2): the admin's overview, list and detail, and an agent's own agency. */

const sheetCounts = Object.fromEntries(SHEET_STATUSES.map((s) => [s, z.number().int()])) as Record<
  (typeof SHEET_STATUSES)[number],
  z.ZodNumber
>;

/** GET admin/status-agencies: each agency's clients counted by the state of their sheet. */
export const agencyStatusRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  clients: z.number().int(),
  no_sheet: z.number().int(),
  deletion_requested: z.number().int(),
  ...sheetCounts,
});
export type AgencyStatusRow = z.infer<typeof agencyStatusRowSchema>;

export const agencyRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  agents: z.number().int(),
  clients: z.number().int(),
});
export type AgencyRow = z.infer<typeof agencyRowSchema>;

/** GET admin/agencies/{id} and GET agencies/my-agency. */
export const agencyDetailSchema = agencyRowSchema.extend({
  agent_users: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      surname: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
    }),
  ),
  sheet_counts: z.array(z.object({ status: z.string(), label: z.string(), count: z.number().int() })),
  /** The first page of the agency's clients; further pages from agencies/clients?agent={id}. */
  clients_list: tableListSchema(clientRowSchema),
});
export type AgencyDetail = z.infer<typeof agencyDetailSchema>;

/** GET dashboard/status-schede: clients by sheet state in the user's scope. */
export const sheetStatusCountsSchema = z.object({
  total: z.number().int(),
  counts: z.array(z.object({ status: z.string(), label: z.string(), count: z.number().int() })),
  deletion_requested: z.number().int(),
});
export type SheetStatusCounts = z.infer<typeof sheetStatusCountsSchema>;
