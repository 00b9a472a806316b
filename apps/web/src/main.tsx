// First: zod's settings, before any chunk builds a schema.
import './lib/zod-jitless';
import { preloadScreen } from './app/preload';
import { missingBrowserFeatures } from './lib/browser-support';
import { watchChunkErrors } from './lib/chunk-errors';

/*
 * The entry is small on purpose: it starts downloading what the address shows (the screen, its
 * frame and strings, its first requests: app/preload.ts), then the app itself (app/start.tsx:
 * React, the router, i18next), all at once rather than the screen's files after the app's.
 */
const root = document.getElementById('root');
const missing = missingBrowserFeatures();

if (root) {
  const app = () => void import('./app/start').then(({ start }) => start(root, missing));
  if (missing.length === 0) {
    watchChunkErrors();
    // The app (already downloading, from index.html) once the screen's files are asked for: its
    // evaluation would otherwise come between them.
    void preloadScreen(window.location).then(app);
  } else app();
}
