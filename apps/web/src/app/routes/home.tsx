import { Navigate } from 'react-router';
import { useSession } from '../../lib/session';
import { landingPath, viewerOf } from '../menu';

/** `/` goes to the first screen of the role's menu. */
export function Component() {
  const session = useSession();
  return session ? <Navigate to={landingPath(viewerOf(session.user))} replace /> : null;
}
