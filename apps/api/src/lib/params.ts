import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/**
 * A row id in the path (`/admin/users/:id/…`): a positive integer a PostgreSQL `integer`
 * column can hold, so a huge number is a 400 and never reaches the database as a 500.
 */
export const idSchema = z.coerce
  .number({ error: 'validation.invalidNumber' })
  .int('validation.invalidNumber')
  .min(1, 'validation.invalidNumber')
  .max(MAX_ID, 'validation.invalidNumber');

export const idParamsSchema = z.object({ id: idSchema });
