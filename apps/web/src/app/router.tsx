import { type ComponentType, lazy } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { agenciesRoutes } from '../features/agencies/routes';
import { authRoutes } from '../features/auth/routes';
import { clientsRoutes } from '../features/clients/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { importsRoutes } from '../features/imports/routes';
import { invoicesRoutes } from '../features/invoices/routes';
import { materialsRoutes } from '../features/materials/routes';
import { outboxRoutes } from '../features/outbox/routes';
import { registrationsRoutes } from '../features/registrations/routes';
import { salesRoutes } from '../features/sales/routes';
import { sheetsRoutes } from '../features/sheets/routes';
import { shipmentsRoutes } from '../features/shipments/routes';
import { signingRoutes } from '../features/signing/routes';
import { usersRoutes } from '../features/users/routes';
import { getToken } from '../lib/auth-storage';
import { ChunkLoadError, loadChunk } from '../lib/chunk-errors';
import { warmDateFormat } from '../lib/date-format';
import { i18n, loadAppStrings } from '../lib/i18n';
import type { FeatureRoute, RouteAt, ScreenModule } from '../lib/routes';
import { Root } from './routes/root';

/** Every feature's routes (its `routes.ts`): one line per feature. */
const FEATURE_ROUTES: readonly FeatureRoute[] = [
  ...authRoutes,
  ...registrationsRoutes,
  ...signingRoutes,
  ...accountRoutes,
  ...usersRoutes,
  ...outboxRoutes,
  ...importsRoutes,
  ...dashboardRoutes,
  ...agenciesRoutes,
  ...salesRoutes,
  ...sheetsRoutes,
  ...clientsRoutes,
  ...shipmentsRoutes,
  ...materialsRoutes,
  ...invoicesRoutes,
];

/**
 * A route module (it exports `Component`) as a lazy component. A module that fails to load is a
 * chunk failure; so is none at all, which is what Vite's import gives once the failure was
 * reported through `vite:preloadError` (lib/chunk-errors.ts).
 */
const route = (load: () => Promise<ScreenModule | undefined>) =>
  lazy(() =>
    loadChunk(load).then((module) => {
      if (!module) throw new ChunkLoadError('the route module did not load');
      return { default: module.Component };
    }),
  );

/** A screen other than the login, with the strings beyond the first screen's (lib/i18n.ts). */
const screen = (load: () => Promise<ScreenModule | undefined>) =>
  route(() => Promise.all([load(), loadAppStrings()]).then(([module]) => module));

const loadPublicQuery = () => import('./routes/public-query');
const loadAppShell = () => import('./routes/app-shell');
const loadHome = () => import('./routes/home');
const PublicQuery = screen(loadPublicQuery);
const AppShell = screen(loadAppShell);
const Home = screen(loadHome);
const NotFound = screen(() => import('./routes/not-found'));

/** One lazy component per screen module, even when several paths show it. */
const screens = new Map<FeatureRoute['screen'], ComponentType>();
for (const { screen: load, frame } of FEATURE_ROUTES) {
  if (!screens.has(load)) screens.set(load, frame === 'first' ? route(load) : screen(load));
}

function featureRoutes(frame: NonNullable<FeatureRoute['frame']>): RouteObject[] {
  return FEATURE_ROUTES.filter((r) => (r.frame ?? 'app') === frame).map((r) => {
    const Screen = screens.get(r.screen) as ComponentType;
    return { path: r.path, element: <Screen /> };
  });
}

/**
 * Every screen is its own lazy chunk; only the root frame and the route table are in the entry.
 * Built once: as JSX children of `<Routes>` the table was read again on every render.
 */
const ROUTES: RouteObject[] = [
  {
    element: <Root />,
    children: [
      ...featureRoutes('first'),
      { element: <PublicQuery />, children: featureRoutes('public') },
      { element: <AppShell />, children: [{ index: true, element: <Home /> }, ...featureRoutes('app')] },
      // Signed in, inside the frame (menu and header stay); signed out, on its own.
      { path: '*', element: <NotFound /> },
    ],
  },
];

/**
 * The screen's first requests (`FeatureRoute.queries`), through the query client the screen then
 * reads: the query client and the screen's request files are small and arrive before the screen's
 * own files, so the answer is on its way while those download.
 */
function startQueries(queries: NonNullable<FeatureRoute['queries']>, at: RouteAt) {
  Promise.all([import('../lib/query-client'), queries(at)])
    .then(([{ queryClient }, list]) => {
      for (const options of list) void queryClient.prefetchQuery(options);
    })
    // The screen asks again and reports the failure itself.
    .catch(() => undefined);
}

/**
 * Starts downloading what the address shows at once, beside the interface language: the frame
 * (signed-in or public), the screen and the strings beyond the first screen's, and the screen's
 * first requests. Left to React, each waits for the one before (language, then frame, then screen,
 * then its data): a round trip each on a phone network. A failure here is the same the screen's
 * own import then reports. Meanwhile the page sets up its date formatting, which the screen would
 * otherwise pay for when it paints.
 */
export function preloadScreen({ pathname, search }: { pathname: string; search: string }) {
  const found = matchRoutes(
    FEATURE_ROUTES.map((r) => ({ path: r.path })),
    pathname,
  )?.[0];
  const feature = found ? FEATURE_ROUTES.find((r) => r.path === found.route.path) : undefined;
  const frame = feature ? (feature.frame ?? 'app') : pathname === '/' ? 'app' : undefined;
  // Signed out, an app screen sends to the login instead.
  if (!frame || (frame === 'app' && !getToken())) return;
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (found && feature?.queries) {
    startQueries(feature.queries, { params: found.params, search: new URLSearchParams(search), language });
  }
  const loads: Promise<unknown>[] = [feature ? feature.screen() : loadHome()];
  if (frame !== 'first') loads.push(frame === 'app' ? loadAppShell() : loadPublicQuery(), loadAppStrings());
  for (const load of loads) load.catch(() => undefined);
  // The login shows no date: its page would pay for the formatter in a long task for nothing.
  if (frame !== 'first') warmDateFormat(() => i18n.resolvedLanguage ?? i18n.language);
}

export function AppRoutes() {
  return useRoutes(ROUTES);
}
