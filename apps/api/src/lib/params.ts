import { idSchema } from '@portal/contracts';
import { z } from 'zod';

/**
 * A row id in the path (`/admin/users/:id/…`): the contracts' one id schema, a positive integer
 * a PostgreSQL `integer` column can hold, so a huge number is a 400 and never reaches the database.
 */
export { idSchema };

export const idParamsSchema = z.object({ id: idSchema });
