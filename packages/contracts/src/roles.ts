import { z } from 'zod';

export { isStaff, STAFF, USER_TYPE, type UserType } from './user-types';

export const userTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
