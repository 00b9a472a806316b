/**
 * The app shell: on a phone, index.html draws the signed-in frame (header, a few grey lines) before
 * any script has arrived, where the app will show its frame: with a stored session, on an address
 * other than the public ones (index.html's inline script; its list is checked against the route
 * table by app/app-shell.test.ts). On a phone network the app's scripts take seconds, during which
 * the page was blank: on Lighthouse's phone the first paint came at 2.5 s, with the shell at 1.1 s.
 * Not on a wider screen: a laptop paints the app itself within a second, where the shell would only
 * flicker (and on Lighthouse's desktop it raised the blocking time, by starting the count earlier).
 * The API server allows the inline script by its hash (plugins/security-headers.ts).
 *
 * The shell covers the page (fixed, on top) until the app's first screen has rendered, then goes:
 * the screen is already in place below it, so nothing moves. It also goes when the app cannot
 * show a screen (a failed chunk, a route error, an unsupported browser), so it never hides a message.
 */
export function hideAppShell() {
  document.documentElement.classList.remove('shell');
  document.getElementById('app-shell')?.remove();
}
