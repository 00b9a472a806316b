import { isStaff } from '@portal/contracts';
import { getSession } from '../../../lib/auth-storage';

/** Spec §6: admin and sales read the admin paths, agents the agencies paths. */
export const staffSession = () => isStaff(getSession()?.user.userType ?? 0);
