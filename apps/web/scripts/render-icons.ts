/**
 * Renders public/favicon.svg to the PNG icons of the web app manifest, once, with the system
 * Chromium: `node --import tsx apps/web/scripts/render-icons.ts`. The PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '../public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  for (const [size, name, padded] of [
    [192, 'icon-192.png', false],
    [512, 'icon-512.png', false],
    [180, 'apple-touch-icon.png', true],
    [512, 'icon-maskable-512.png', true],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = padded ? Math.round(size * 0.86) : size;
    await page.setContent(
      `<html><body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${padded ? '#0c3866' : 'transparent'}">
        <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
      </body></html>`,
    );
    await page.screenshot({ path: path.join(publicDir, 'icons', name), omitBackground: !padded });
    await page.close();
  }
} finally {
  await browser.close();
}
