import type { DomainModule } from '../types';
import { authMail } from './mail';
import routes from './routes';

export const auth: DomainModule = { name: 'auth', v1: routes, mailTemplates: authMail };

/** What other modules use of the sessions and e-mailed links: ending a user's sessions, issuing a link. */
export { revokeUserSessions } from './session-repository';
export { issueUserLink } from './tokens';
