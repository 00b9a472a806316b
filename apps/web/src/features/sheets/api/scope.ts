import { isStaff } from '@portal/contracts';
import { isStaffSession } from '../../../lib/auth-storage';
import { useSession } from '../../../lib/session';

/** Spec §6: admin and sales call the admin paths, agents their agencies/agent twins. */
export const staffSession = isStaffSession;
export const sheetPrefix = () => (staffSession() ? 'admin' : 'agencies');

export function useIsStaff(): boolean {
  const session = useSession();
  return isStaff(session?.user.userType ?? 0);
}
