import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { ChunkLoadError, loadChunk } from '../lib/chunk-errors';
import { loadAppStrings } from '../lib/i18n';
import { Root } from './routes/root';

type RouteModule = { Component: ComponentType };

/**
 * A route module (it exports `Component`) as a lazy component. A module that fails to load is a
 * chunk failure; so is none at all, which is what Vite's import gives once the failure was
 * reported through `vite:preloadError` (lib/chunk-errors.ts).
 */
const route = (load: () => Promise<RouteModule | undefined>) =>
  lazy(() =>
    loadChunk(load).then((module) => {
      if (!module) throw new ChunkLoadError('the route module did not load');
      return { default: module.Component };
    }),
  );

/** A screen other than the login, with the strings beyond the first screen's (lib/i18n.ts). */
const screen = (load: () => Promise<RouteModule | undefined>) =>
  route(() => Promise.all([load(), loadAppStrings()]).then(([module]) => module));

// Without TanStack Query: the login calls the API client directly.
const Login = route(() => import('./routes/login'));
const PublicQuery = screen(() => import('./routes/public-query'));
const Register = screen(() => import('./routes/register'));
const ForgotPassword = screen(() => import('./routes/forgot-password'));
const ResetPassword = screen(() => import('./routes/reset-password'));
const Sign = screen(() => import('./routes/sign'));
const AppShell = screen(() => import('./routes/app-shell'));
const Home = screen(() => import('./routes/home'));
const Account = screen(() => import('./routes/account'));
const ChangePassword = screen(() => import('./routes/change-password'));
const AdminUsers = screen(() => import('./routes/admin/users'));
const AdminRegistrations = screen(() => import('./routes/admin/registrations'));
const AdminOutbox = screen(() => import('./routes/admin/outbox'));
const Agencies = screen(() => import('./routes/agencies/list'));
const Agency = screen(() => import('./routes/agencies/detail'));
const MyAgency = screen(() => import('./routes/my-agency'));
const Registry = screen(() => import('./routes/registry/list'));
const Sheet = screen(() => import('./routes/registry/sheet'));
const Clients = screen(() => import('./routes/clients/list'));
const Client = screen(() => import('./routes/clients/card'));
const NotFound = screen(() => import('./routes/not-found'));

/** Every screen is its own lazy chunk; only the root frame is in the entry. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        <Route path={paths.login} element={<Login />} />
        <Route element={<PublicQuery />}>
          <Route path={paths.register} element={<Register />} />
          <Route path={paths.forgotPassword} element={<ForgotPassword />} />
          <Route path={paths.resetPassword} element={<ResetPassword />} />
          {/* The signer's page, opened from the e-mailed link: no account needed. */}
          <Route path={paths.sign} element={<Sign />} />
        </Route>
        <Route element={<AppShell />}>
          <Route index element={<Home />} />
          <Route path={paths.account} element={<Account />} />
          <Route path={paths.changePassword} element={<ChangePassword />} />
          <Route path={paths.adminUsers} element={<AdminUsers />} />
          <Route path={paths.adminRegistrations} element={<AdminRegistrations />} />
          <Route path={paths.adminOutbox} element={<AdminOutbox />} />
          <Route path={paths.agencies} element={<Agencies />} />
          <Route path={paths.agency} element={<Agency />} />
          <Route path={paths.myAgency} element={<MyAgency />} />
          <Route path={paths.registry} element={<Registry />} />
          <Route path={paths.sheetNew} element={<Sheet />} />
          <Route path={paths.sheet} element={<Sheet />} />
          <Route path={paths.clients} element={<Clients />} />
          <Route path={paths.client} element={<Client />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
