/**
 * The app shell: index.html draws the signed-in frame (header, menu, a few grey lines) before any
 * script has arrived, where the app will show its frame: with a stored session, on an address other
 * than the public ones (`PUBLIC_PATHS` in index.html's inline script, checked against the route
 * table by app/app-shell.test.ts). On a phone network the app's scripts take seconds, during which
 * the page was blank. The API server allows that inline script by its hash (its
 * plugins/security-headers.ts).
 *
 * The shell covers the page (fixed, on top) until the app's first screen has rendered, then goes:
 * the screen is already in place below it, so nothing moves. It also goes when the app cannot
 * show a screen (a failed chunk, a route error, an unsupported browser), so it never hides a message.
 */
export function hideAppShell() {
  document.documentElement.classList.remove('shell');
  document.getElementById('app-shell')?.remove();
}
