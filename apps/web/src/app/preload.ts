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
 * Runs each step in a task of its own. Asking for a file from a script costs the main thread
 * (Vite's preload helper adds a `<link rel="modulepreload">` for each file the import needs, and
 * the browser sets up each request): for a list, some twenty files in one task of about 50 ms on
 * a laptop, which a phone four times slower spent blocked. Apart, no task is long, and each
 * download still starts within a few milliseconds.
 */
function inTasks(steps: (() => void)[], done: () => void) {
  const [step, ...rest] = steps;
  try {
    step?.();
  } catch {
    // The screen asks again and reports the failure itself.
  } finally {
    if (rest.length > 0) setTimeout(() => inTasks(rest, done), 0);
    else done();
  }
}

/** Starts a load, whose failure the screen's own import then reports. */
const start = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

/**
 * Starts downloading what the address shows at once, from the entry and before the rest of the app
 * (React, the router, i18next: app/start.tsx) has arrived: the screen's first requests, the screen,
 * its frame (signed-in or public) and its strings in the interface language. Left to React, each
 * waits for the one before (the app, then the language, then the frame, then the screen, then its
 * data): a round trip each on a phone network. Resolves once every download has been asked for.
 */
export function preloadScreen({ pathname, search }: { pathname: string; search: string }): Promise<void> {
  let found = findFeatureRoute(pathname);
  let frame = found ? (found.route.frame ?? 'app') : pathname === paths.home ? 'app' : undefined;
  if (!frame) return Promise.resolve();
  // Signed out, an app screen sends to the login instead.
  if (frame === 'app' && !getToken()) {
    found = findFeatureRoute(paths.login);
    frame = 'first';
  }
  const language = detectedLanguage();
  const steps: (() => void)[] = [];
  const queries = found?.route.queries;
  if (found && queries) {
    const at = { params: found.params, search: new URLSearchParams(search), language };
    steps.push(() => startQueries(queries, at));
  }
  steps.push(start(found ? found.route.screen : loadHome));
  if (frame !== 'first') steps.push(start(frame === 'app' ? loadAppShell : loadPublicQuery));
  steps.push(start(() => loadMessages(language)));
  if (frame !== 'first') steps.push(start(() => loadAppMessages(language)));
  return new Promise((resolve) => inTasks(steps, resolve));
}
