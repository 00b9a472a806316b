import { createBrowserRouter } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { paths } from '../config/paths';
import { loadChunk } from '../lib/chunk-errors';
import { loadAppStrings } from '../lib/i18n';
import { Root } from './routes/root';

/**
 * A screen other than the login, with the strings beyond the first screen's (lib/i18n.ts): a
 * failure to load either is a chunk failure.
 */
const screen = <T,>(load: () => Promise<T>) =>
  loadChunk(() => Promise.all([load(), loadAppStrings()]).then(([module]) => module));

/** Every screen is its own lazy chunk; only the root frame is in the entry. */
export const router = createBrowserRouter([
  {
    Component: Root,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: () => loadChunk(() => import('./routes/public')),
        children: [
          // Without TanStack Query: the login calls the API client directly.
          { path: paths.login, lazy: () => loadChunk(() => import('./routes/login')) },
          {
            lazy: () => screen(() => import('./routes/public-query')),
            children: [
              { path: paths.register, lazy: () => screen(() => import('./routes/register')) },
              { path: paths.forgotPassword, lazy: () => screen(() => import('./routes/forgot-password')) },
              { path: paths.resetPassword, lazy: () => screen(() => import('./routes/reset-password')) },
              // The signer's page, opened from the e-mailed link: no account needed.
              { path: paths.sign, lazy: () => screen(() => import('./routes/sign')) },
            ],
          },
        ],
      },
      {
        lazy: () => screen(() => import('./routes/app-shell')),
        children: [
          {
            // Inside the shell, so a failing screen keeps the menu.
            ErrorBoundary: RouteError,
            children: [
              { index: true, lazy: () => screen(() => import('./routes/home')) },
              { path: paths.account, lazy: () => screen(() => import('./routes/account')) },
              { path: paths.changePassword, lazy: () => screen(() => import('./routes/change-password')) },
              { path: paths.adminUsers, lazy: () => screen(() => import('./routes/admin/users')) },
              { path: paths.adminRegistrations, lazy: () => screen(() => import('./routes/admin/registrations')) },
              { path: paths.adminOutbox, lazy: () => screen(() => import('./routes/admin/outbox')) },
              { path: paths.agencies, lazy: () => screen(() => import('./routes/agencies/list')) },
              { path: paths.agency, lazy: () => screen(() => import('./routes/agencies/detail')) },
              { path: paths.myAgency, lazy: () => screen(() => import('./routes/my-agency')) },
              { path: paths.registry, lazy: () => screen(() => import('./routes/registry/list')) },
              { path: paths.sheetNew, lazy: () => screen(() => import('./routes/registry/sheet')) },
              { path: paths.sheet, lazy: () => screen(() => import('./routes/registry/sheet')) },
              { path: paths.clients, lazy: () => screen(() => import('./routes/clients/list')) },
              { path: paths.client, lazy: () => screen(() => import('./routes/clients/card')) },
            ],
          },
        ],
      },
      { path: '*', lazy: () => screen(() => import('./routes/not-found')) },
    ],
  },
]);
