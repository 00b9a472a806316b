import { createBrowserRouter } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { paths } from '../config/paths';
import { loadChunk } from '../lib/chunk-errors';
import { Root } from './routes/root';

/** Every screen is its own lazy chunk; only the root frame is in the entry. */
export const router = createBrowserRouter([
  {
    Component: Root,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: () => loadChunk(() => import('./routes/public')),
        children: [
          { path: paths.login, lazy: () => loadChunk(() => import('./routes/login')) },
          { path: paths.register, lazy: () => loadChunk(() => import('./routes/register')) },
          { path: paths.forgotPassword, lazy: () => loadChunk(() => import('./routes/forgot-password')) },
          { path: paths.resetPassword, lazy: () => loadChunk(() => import('./routes/reset-password')) },
          // The signer's page, opened from the e-mailed link: no account needed.
          { path: paths.sign, lazy: () => loadChunk(() => import('./routes/sign')) },
        ],
      },
      {
        lazy: () => loadChunk(() => import('./routes/app-shell')),
        children: [
          {
            // Inside the shell, so a failing screen keeps the menu.
            ErrorBoundary: RouteError,
            children: [
              { index: true, lazy: () => loadChunk(() => import('./routes/home')) },
              { path: paths.account, lazy: () => loadChunk(() => import('./routes/account')) },
              { path: paths.changePassword, lazy: () => loadChunk(() => import('./routes/change-password')) },
              { path: paths.adminUsers, lazy: () => loadChunk(() => import('./routes/admin/users')) },
              { path: paths.adminRegistrations, lazy: () => loadChunk(() => import('./routes/admin/registrations')) },
              { path: paths.adminOutbox, lazy: () => loadChunk(() => import('./routes/admin/outbox')) },
              { path: paths.agencies, lazy: () => loadChunk(() => import('./routes/agencies/list')) },
              { path: paths.agency, lazy: () => loadChunk(() => import('./routes/agencies/detail')) },
              { path: paths.myAgency, lazy: () => loadChunk(() => import('./routes/my-agency')) },
              { path: paths.registry, lazy: () => loadChunk(() => import('./routes/registry/list')) },
              { path: paths.sheetNew, lazy: () => loadChunk(() => import('./routes/registry/sheet')) },
              { path: paths.sheet, lazy: () => loadChunk(() => import('./routes/registry/sheet')) },
              { path: paths.clients, lazy: () => loadChunk(() => import('./routes/clients/list')) },
              { path: paths.client, lazy: () => loadChunk(() => import('./routes/clients/card')) },
            ],
          },
        ],
      },
      { path: '*', lazy: () => loadChunk(() => import('./routes/not-found')) },
    ],
  },
]);
