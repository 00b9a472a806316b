/** Service worker, update reload, install prompt and the offline note (spec §2, §9). */
import { afterFirstScreen } from './after-first-screen';

type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

let installEvent: InstallPromptEvent | null = null;
// The prompt waits for the user's first tap, key or wheel turn: offered on arrival it would pop up over
// a screen still loading and be the page's largest (and latest) paint on a phone.
let engaged = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const installPromptStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => (engaged ? installEvent : null),
};

// A wheel, not `scroll`: the app scrolls by itself too (skip link, focus), which is no sign of a reader.
const ENGAGING = ['pointerdown', 'keydown', 'wheel'] as const;

function watchEngagement() {
  const engage = () => {
    for (const type of ENGAGING) window.removeEventListener(type, engage, true);
    engaged = true;
    if (installEvent) emit();
  };
  for (const type of ENGAGING) window.addEventListener(type, engage, { capture: true, passive: true });
}

export async function promptInstall(): Promise<boolean> {
  const event = installEvent;
  if (!event) return false;
  installEvent = null;
  emit();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

export function dismissInstall() {
  installEvent = null;
  emit();
}

/** The web app manifest (vite-plugin-pwa writes it), linked once the first screen is shown (scripts/manifest-link.ts). */
const MANIFEST_HREF = '/manifest.webmanifest';

function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.append(link);
}

export function startPwa() {
  if (import.meta.env.PROD) afterFirstScreen(linkManifest);
  watchEngagement();
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installEvent = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', dismissInstall);
  // Spec §9: going offline is only logged.
  window.addEventListener('offline', () =>
    console.info('[portal] offline: requests will fail until the connection returns'),
  );
  window.addEventListener('online', () => console.info('[portal] back online'));

  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  // A new worker takes over (skipWaiting + clientsClaim): reload once so page and assets match.
  // The very first install also takes control, but then nothing is stale.
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
        });
      })
      .catch((error: unknown) => console.warn('[portal] service worker not registered', error));
  };
  // Once the page has loaded; the app (app/start.tsx) may start after that already happened.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
