import { Navigate } from 'react-router';
import { useSession } from '../../lib/session';
import { landingPath } from '../menu';

/** `/` goes to the first screen of the role's menu. */
export function Component() {
  const session = useSession();
  return session ? <Navigate to={landingPath(session.user.userType)} replace /> : null;
}
