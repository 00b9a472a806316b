import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { hideAppShell } from '../lib/app-shell';
import { i18n, i18nReady } from '../lib/i18n';
import { startPwa } from '../lib/pwa';
import { App } from './app';

/**
 * The app itself, which the entry (main.tsx) imports once it has started downloading what the
 * address shows (app/preload.ts). A function, not the module's own effect: the module may be
 * evaluated earlier, as a chunk another one needs.
 */
export function start(root: HTMLElement, missing: string[]) {
  if (missing.length > 0) {
    // No React here: the message must show even where the app itself would fail.
    console.warn('[portal] unsupported browser, missing:', missing.join(', '));
    const box = document.createElement('div');
    box.setAttribute('role', 'alert');
    box.style.cssText =
      'max-width:520px;margin:15vh auto;padding:24px;font:16px/1.5 system-ui,sans-serif;color:#1a1b1e;text-align:center';
    const title = document.createElement('h1');
    title.style.cssText = 'font-size:22px;margin:0 0 8px';
    box.append(title);
    root.replaceChildren(box);
    hideAppShell();
    const show = () => {
      title.textContent = i18n.t('notices.browserUnsupported');
    };
    i18nReady.then(show, show);
    return;
  }
  startPwa();
  const reactRoot = createRoot(root);
  // The first render as a transition: React renders it in slices of a few milliseconds, between
  // which the browser stays responsive, instead of in long tasks. On a phone (Lighthouse, mobile,
  // four builds each way in turns) the blocking time of the signed-in screens fell from 450–560 ms
  // to 220–390 ms, and their score rose by 2 to 11 points.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
