import { isStaffSession } from '../../../lib/auth-storage';

/** Spec §6: admin and sales read the admin paths, agents the agencies paths. */
export const staffSession = isStaffSession;
