/**
 * Two builds of the web app side by side, for a before/after on a busy machine: one server per
 * build (WEB_DIST), and each screen measured in turns, A B then B A, so both see the same load.
 *
 *   LIGHTHOUSE_AB=/tmp/dist-before,apps/web/dist LIGHTHOUSE_SCREENS=login,signing AB_ROUNDS=3 \
 *     node --import tsx scripts/bench/lighthouse-ab.ts
 *
 * Prints, per screen, form and build, the median score, LCP and TBT, the bytes transferred and
 * the time spent evaluating scripts (Lighthouse's bootup-time), with the load average of each
 * round. AB_SAVE=folder keeps each build's last JSON report per screen and form.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { type Context, loadNow, measure, SCREENS, type Session, screenContext, session } from './lighthouse';
import { root, startPortal } from './portal';

type Row = { score: number; lcp: number; tbt: number; bytes: number; scripts: number };

const dists = (process.env.LIGHTHOUSE_AB ?? '').split(',').map((d) => path.resolve(root, d.trim()));
if (dists.length !== 2) throw new Error('LIGHTHOUSE_AB=distA,distB');
const rounds = Number(process.env.AB_ROUNDS ?? 3);
const forms = (process.env.AB_FORMS ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];
const only = process.env.LIGHTHOUSE_SCREENS?.split(',').map((s) => s.trim());
const screens = SCREENS.filter((s) => !only || only.some((o) => s.name.includes(o)));

const portals = [];
for (const dist of dists) portals.push(await startPortal({ env: { WEB_DIST: dist } }));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
try {
  const ctxs: Context[] = [];
  for (const portal of portals) {
    const admin = await session(portal.url, 'admin');
    const ctx = await screenContext(portal.url, admin.token);
    for (const user of new Set(screens.map((s) => s.user).filter((u): u is string => !!u))) {
      ctx.tokens.set(user, await session(portal.url, user));
    }
    ctxs.push(ctx);
  }
  console.log(`A = ${dists[0]}\nB = ${dists[1]}\nload average at start ${loadNow()}`);
  for (const screen of screens) {
    for (const form of forms) {
      const results: Row[][] = [[], []];
      for (let r = 0; r < rounds; r++) {
        const order = r % 2 === 0 ? [0, 1] : [1, 0];
        for (const v of order) {
          const ctx = ctxs[v] as Context;
          const stored: Session | undefined = screen.user ? ctx.tokens.get(screen.user) : undefined;
          const figures = await measure(browser, `${ctx.url}${screen.path(ctx)}`, form, stored);
          const lhr = JSON.parse(figures.report) as { audits: Record<string, { numericValue?: number }> };
          if (process.env.AB_SAVE) {
            mkdirSync(process.env.AB_SAVE, { recursive: true });
            const name = `${screen.name.replace(/\W+/g, '-')}-${form}-${v === 0 ? 'A' : 'B'}.json`;
            writeFileSync(path.join(process.env.AB_SAVE, name), figures.report);
          }
          results[v]?.push({
            score: figures.score,
            lcp: figures.lcp,
            tbt: figures.tbt,
            bytes: lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN,
            scripts: lhr.audits['bootup-time']?.numericValue ?? Number.NaN,
          });
        }
        console.log(`  ${screen.name} ${form} round ${r + 1}: load ${loadNow()}`);
      }
      for (const v of [0, 1]) {
        const rows = results[v] as Row[];
        const pick = (k: keyof Row) => rows.map((row) => Math.round(row[k]));
        console.log(
          `${screen.name.padEnd(15)} ${form.padEnd(7)} ${v === 0 ? 'A' : 'B'}  score ${median(pick('score'))} [${pick('score')}]` +
            `  LCP ${(median(pick('lcp')) / 1000).toFixed(2)} s [${pick('lcp')}]  TBT ${median(pick('tbt'))} ms [${pick('tbt')}]` +
            `  bytes ${median(pick('bytes'))}  script eval ${median(pick('scripts'))} ms [${pick('scripts')}]`,
        );
      }
    }
  }
  console.log(`load average at end ${loadNow()}`);
} finally {
  await browser.disconnect().catch(() => undefined);
  chrome.kill();
  for (const portal of portals) await portal.stop();
}
