/**
 * Takes the web app manifest's `<link>` out of the page (vite-plugin-pwa adds it): src/lib/pwa.ts
 * adds it once the first screen is shown. In the page, Chromium asked for the manifest and then for
 * its 192 px icon (15 kB) while the screen's own files were still downloading: two requests of the
 * six a phone's HTTP/1.1 connection allows at a time, for an install prompt that waits for the
 * user's first tap anyway.
 */
import type { Plugin } from 'vite';

const MANIFEST_LINK = /\s*<link rel="manifest"[^>]*>/;

export function manifestLinkPlugin(): Plugin {
  return {
    name: 'manifest-link',
    apply: 'build',
    // After vite-plugin-pwa's own plugin, which is `enforce: 'post'` too.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!MANIFEST_LINK.test(html)) throw new Error('manifest-link: the page has no manifest link to move');
        return html.replace(MANIFEST_LINK, '');
      },
    },
  };
}
