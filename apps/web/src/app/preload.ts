import { paths } from '../config/paths';
import { getToken } from '../lib/auth-storage';
import { detectedLanguage } from '../lib/language-config';
import type { FeatureRoute, RouteAt } from '../lib/routes';
import { loadAppMessages, loadMessages } from '../locales/load';
import { findFeatureRoute, loadAppShell, loadHome, loadPublicQuery } from './route-table';

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
 * Starts downloading what the address shows at once, from the entry and before the rest of the app
 * (React, the router, i18next: app/start.tsx) has arrived: the frame (signed-in or public), the
 * screen, its strings in the interface language, and the screen's first requests. Left to React,
 * each waits for the one before (the app, then the language, then the frame, then the screen,
 * then its data): a round trip each on a phone network. A failure here is the same the screen's
 * own import then reports.
 */
export function preloadScreen({ pathname, search }: { pathname: string; search: string }) {
  let found = findFeatureRoute(pathname);
  let frame = found ? (found.route.frame ?? 'app') : pathname === paths.home ? 'app' : undefined;
  if (!frame) return;
  // Signed out, an app screen sends to the login instead.
  if (frame === 'app' && !getToken()) {
    found = findFeatureRoute(paths.login);
    frame = 'first';
  }
  const language = detectedLanguage();
  if (found?.route.queries) {
    startQueries(found.route.queries, { params: found.params, search: new URLSearchParams(search), language });
  }
  const loads: Promise<unknown>[] = [found ? found.route.screen() : loadHome(), loadMessages(language)];
  if (frame !== 'first') {
    loads.push(frame === 'app' ? loadAppShell() : loadPublicQuery(), loadAppMessages(language));
  }
  for (const load of loads) load.catch(() => undefined);
}
