import { isStaff } from '@portal/contracts';
import { getSession } from '../../../lib/auth-storage';
import { useSession } from '../../../lib/session';

/** Spec §6: admin and sales call the admin paths, agents their agencies/agent twins. */
export const staffSession = () => isStaff(getSession()?.user.userType ?? 0);
export const sheetPrefix = () => (staffSession() ? 'admin' : 'agencies');

export function useIsStaff(): boolean {
  const session = useSession();
  return isStaff(session?.user.userType ?? 0);
}
