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
      { path: paths.login, lazy: () => loadChunk(() => import('./routes/login')) },
      { path: paths.register, lazy: () => loadChunk(() => import('./routes/register')) },
      { path: paths.forgotPassword, lazy: () => loadChunk(() => import('./routes/forgot-password')) },
      { path: paths.resetPassword, lazy: () => loadChunk(() => import('./routes/reset-password')) },
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
            ],
          },
        ],
      },
      { path: '*', lazy: () => loadChunk(() => import('./routes/not-found')) },
    ],
  },
]);
