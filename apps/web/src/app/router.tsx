import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { ChunkLoadError, loadChunk } from '../lib/chunk-errors';
import { loadAppStrings } from '../lib/i18n';
import type { FeatureRoute, ScreenModule } from '../lib/routes';
import { FEATURE_ROUTES, loadAppShell, loadHome, loadPublicQuery } from './route-table';
import { Root } from './routes/root';

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

export function AppRoutes() {
  return useRoutes(ROUTES);
}
