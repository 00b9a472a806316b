import { hideAppShell } from './app-shell';

/**
 * Work the first screen does not need (toasts, the English fallback strings): started once the
 * first screen has rendered and the browser is idle, so it never competes with that screen.
 */
let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Called by the root route once the first screen has rendered: the app shell (index.html) goes. */
export const markFirstScreenShown = () => {
  hideAppShell();
  markShown();
};

export function afterFirstScreen(task: () => void) {
  void shown.then(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: 2000 });
    else setTimeout(task, 200);
  });
}

/** Runs a task once the current frame has been painted. */
export function afterPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}
