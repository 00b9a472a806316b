import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { landingPath, viewerOf } from '../menu';

/**
 * `/` goes to the first screen of the role's menu, unless the user has already gone elsewhere:
 * this route's chunk can arrive after a menu entry was chosen (the history then already holds
 * the new address), and sending the user on from there would undo their choice.
 */
export function Component() {
  const session = useSession();
  const navigate = useNavigate();
  const target = session ? landingPath(viewerOf(session.user)) : null;
  useEffect(() => {
    if (target && window.location.pathname === paths.home) navigate(target, { replace: true });
  }, [target, navigate]);
  return null;
}
