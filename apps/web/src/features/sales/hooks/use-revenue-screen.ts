import { isStaff, USER_TYPE } from '@portal/contracts/user-types';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

/**
 * Where the caller's figures open: staff and agents see the network's or the agency's revenue; a
 * customer has no revenue screen, its purchases are ranked in Best sellers.
 */
export function useRevenueScreen(): { network: boolean; screen: string } {
  const userType = useSession()?.user.userType ?? 0;
  const network = isStaff(userType) || userType === USER_TYPE.agent;
  return { network, screen: network ? paths.revenue : paths.bestSellers };
}
