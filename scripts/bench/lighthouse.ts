/**
 * Load speed as a phone user feels it: Lighthouse (performance only) on the built web app served
 * by the real server (compression, cache headers), mobile and desktop presets, the median of
 * LIGHTHOUSE_RUNS runs (3) per screen. Signed-in screens get the session as the app keeps it
 * (apps/web/src/lib/auth-storage.ts: the token and the user in localStorage), which Lighthouse's
 * storage reset leaves alone (it clears caches and service workers, not localStorage).
 *
 * `npm run bench -- lighthouse` runs only this; LIGHTHOUSE_SCREENS=login,signing picks screens,
 * LIGHTHOUSE_RUNS=1 runs each once, LIGHTHOUSE_SAVE=folder keeps the median runs' JSON reports.
 * Needs `npm run build -w @portal/web` first. chrome-launcher starts Chromium (CHROME_PATH, else
 * /usr/bin/chromium); puppeteer-core opens each tab, so Lighthouse measures the tab whose storage
 * holds the session.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { contentIds } from './lighthouse-content';
import { root, startPortal } from './portal';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A folder for the median runs' JSON reports (open them in the Lighthouse viewer). */
const SAVE = process.env.LIGHTHOUSE_SAVE;
const TARGET = { mobile: 90, desktop: 98, cls: 0.05 };

export type Screen = { name: string; user?: string; path: (ctx: Context) => string };
export type Context = {
  url: string;
  tokens: Map<string, Session>;
  signPath: string;
  clientId: number;
  newsId: number;
  promotionId: number;
};
export type Session = { token: string; user: unknown };

export const SCREENS: Screen[] = [
  { name: 'login', path: () => '/login' },
  { name: 'admin registry', user: 'admin', path: () => '/registry' },
  { name: 'admin clients', user: 'admin', path: () => '/clients' },
  { name: 'client card', user: 'admin', path: (c) => `/clients/${c.clientId}` },
  { name: 'agent registry', user: 'agent', path: () => '/registry' },
  { name: 'signing page', path: (c) => c.signPath },
  // The content screens (issue 31), as a customer reads them.
  { name: 'content list', user: 'customer', path: () => '/news' },
  { name: 'content detail', user: 'customer', path: (c) => `/content/${c.newsId}` },
  { name: 'adhesion form', user: 'customer', path: (c) => `/content/${c.promotionId}` },
  { name: 'downloads', user: 'customer', path: () => '/downloads' },
];

/** Where the screens' links lead on a fresh demo portal: a sheet's signing link, a news item, an open promotion. */
export async function screenContext(url: string, adminToken: string): Promise<Context> {
  return { url, tokens: new Map(), ...(await signingPath(url, adminToken)), ...(await contentIds(url, adminToken)) };
}

export type Figures = { score: number; lcp: number; tbt: number; cls: number; report: string };

async function api<T>(url: string, token: string, method = 'GET'): Promise<T> {
  const res = await fetch(url, { method, headers: { 'access-token': token } });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status}`);
  return ((await res.json()) as { args: { response: T } }).args.response;
}

export async function session(url: string, username: string): Promise<Session> {
  const res = await fetch(`${url}/it/v1.0/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Portal-2026!' }),
  });
  const body = (await res.json()) as { args: { response: Session } };
  return body.args.response;
}

/** A live signing link: the admin re-sends the link of a sheet waiting for its signature and reads it in the outbox. */
export async function signingPath(url: string, token: string): Promise<{ signPath: string; clientId: number }> {
  type Rows<R> = { rows: R[] };
  const sent = await api<Rows<{ id: number; sheet_id: number }>>(
    `${url}/it/v1.0/admin/schede/status-clients?page=1&pageSize=1&status=sent`,
    token,
  );
  const row = sent.rows[0];
  if (!row) throw new Error('the demo data has no sheet sent for signature');
  await api(`${url}/it/v1.0/admin/agencies/reminder/${row.sheet_id}`, token);
  const outbox = await api<Rows<{ id: number }>>(
    `${url}/it/v1.0/admin/outbox?page=1&pageSize=1&sort=created_at&order=desc`,
    token,
  );
  const mail = await api<{ text: string }>(`${url}/it/v1.0/admin/outbox/${outbox.rows[0]?.id}`, token);
  const link = /\/sign\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no signing link in the reminder e-mail');
  return { signPath: link, clientId: row.id };
}

const median = (values: Figures[]) => [...values].sort((a, b) => a.score - b.score)[Math.floor(values.length / 2)];

/** The session of `user` (or none) in localStorage, Italian as the interface language, on a fresh tab. */
async function tabFor(browser: Browser, origin: string, stored: Session | undefined) {
  const page = await browser.newPage();
  // A static file of the origin: its storage without running the app (nor its service worker).
  await page.goto(`${origin}/unsupported-browser.js`);
  await page.evaluate((s) => {
    localStorage.clear();
    localStorage.setItem('portal.language', 'it');
    if (s) {
      localStorage.setItem('portal.accessToken', s.token);
      localStorage.setItem('portal.user', JSON.stringify(s.user));
    }
  }, stored ?? null);
  return page;
}

export async function measure(
  browser: Browser,
  url: string,
  form: 'mobile' | 'desktop',
  stored: Session | undefined,
): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0, failures = 0; i < RUNS; i++) {
    const page = await tabFor(browser, new URL(url).origin, stored);
    const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined, page).finally(() =>
      page.close(),
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    // A busy machine sometimes loses the trace (NO_NAVSTART): that run is made again, twice at most.
    if (lhr.runtimeError) {
      if (++failures > 2) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      i--;
      continue;
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    runs.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      report: result.report as string,
    });
  }
  return median(runs) as Figures;
}

export const loadNow = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function lighthouseBench(): Promise<void> {
  // WEB_DIST (as the server reads it) measures another build, such as a private one.
  if (!existsSync(path.join(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'), 'index.html'))) {
    throw new Error('the web app is not built: run "npm run build -w @portal/web" first');
  }
  const only = process.env.LIGHTHOUSE_SCREENS?.split(',').map((s) => s.trim());
  const screens = SCREENS.filter((s) => !only || only.some((o) => s.name.includes(o)));
  const load0 = loadNow();
  const portal = await startPortal();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const admin = await session(portal.url, 'admin');
    const ctx = await screenContext(portal.url, admin.token);
    for (const user of new Set(screens.map((s) => s.user).filter((u): u is string => !!u))) {
      ctx.tokens.set(user, await session(portal.url, user));
    }

    console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs)` : '(1 run)'}, performance only, the built app`);
    const header = ['screen', 'mobile', 'LCP', 'TBT', 'CLS', 'desktop', 'LCP', 'TBT', 'CLS', 'met'];
    const rows: string[][] = [];
    let allMet = true;
    for (const screen of screens) {
      const url = `${portal.url}${screen.path(ctx)}`;
      const stored = screen.user ? ctx.tokens.get(screen.user) : undefined;
      const mobile = await measure(browser, url, 'mobile', stored);
      const desktop = await measure(browser, url, 'desktop', stored);
      const met =
        mobile.score >= TARGET.mobile &&
        desktop.score >= TARGET.desktop &&
        mobile.cls < TARGET.cls &&
        desktop.cls < TARGET.cls;
      allMet &&= met;
      if (SAVE) {
        mkdirSync(SAVE, { recursive: true });
        for (const [form, figures] of [
          ['mobile', mobile],
          ['desktop', desktop],
        ] as const) {
          writeFileSync(path.join(SAVE, `${screen.name.replace(/\W+/g, '-')}-${form}.json`), figures.report);
        }
      }
      const row = [
        screen.name,
        String(mobile.score),
        seconds(mobile.lcp),
        `${Math.round(mobile.tbt)} ms`,
        mobile.cls.toFixed(3),
        String(desktop.score),
        seconds(desktop.lcp),
        `${Math.round(desktop.tbt)} ms`,
        desktop.cls.toFixed(3),
        met ? 'yes' : 'NO',
      ];
      rows.push(row);
      console.log(`  ${screen.name}: mobile ${mobile.score}, desktop ${desktop.score}`);
    }
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
    const fmt = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
    console.log(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
    for (const row of rows) console.log(fmt(row));
    console.log(
      `targets: mobile ≥ ${TARGET.mobile}, desktop ≥ ${TARGET.desktop}, CLS < ${TARGET.cls} (simulated throttling: a mid-range phone on slow 4G)`,
    );
    // Lighthouse multiplies the main thread's observed times: on a busy machine TBT and LCP grow.
    console.log(`load average at ${load0} before, ${loadNow()} after, on ${os.cpus().length} cores`);
    if (!allMet) throw new Error('some screens miss the Lighthouse targets (see "met")');
  } finally {
    await browser.disconnect().catch(() => undefined);
    chrome.kill();
    await portal.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await lighthouseBench();
