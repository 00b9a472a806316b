import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { readManifest, SERVED_DIST } from '../scripts/login-chunks';
import { apiToken, it, loginAndWait, MAIL_API, scriptsStartedBefore } from './helpers';

/*
 * What the page loads, as the browser sees it: the server's Content-Security-Policy never refuses
 * anything the app does (a refused eval is a console error, and would break a stricter page), and
 * the built files travel compressed.
 */

type Violation = { directive: string; blocked: string; source: string };

/** Collects every CSP violation of the page, from the event and from the console. */
async function watchCsp(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
  return async () => ({
    events: await page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations),
    console,
  });
}

const none = { events: [], console: [] };

/** A live signing link: the admin re-sends the link of a demo sheet waiting for its signature. */
async function signingLink(request: APIRequestContext): Promise<string> {
  const headers = { 'access-token': await apiToken(request, 'admin') };
  const sent = await request.get('/it/v1.0/admin/schede/status-clients?page=1&pageSize=1&status=sent', { headers });
  const sheetId = (await sent.json()).args.response.rows[0].sheet_id as number;
  const before = Date.now();
  expect((await request.get(`/it/v1.0/admin/agencies/reminder/${sheetId}`, { headers })).status()).toBe(200);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(MAIL_API)).json()) as { text: string; receivedAt: string }[];
        const mail = mails.findLast((m) => Date.parse(m.receivedAt) >= before - 1000 && m.text.includes('/sign/'));
        link = mail && /\/sign\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
        return Boolean(link);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return link as string;
}

test('the login screen and its validation break no CSP rule', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/login');
  // An empty submit runs the shared schema's validation (zod) in the page.
  await page.getByRole('button', { name: it.auth.page.signIn }).click();
  await expect(page.getByText(it.validation.required).first()).toBeVisible();
  expect(await violations()).toEqual(none);
});

test('signed-in screens, a form and its validation break no CSP rule', async ({ page }) => {
  const violations = await watchCsp(page);
  await loginAndWait(page, 'admin');
  for (const path of ['/registry', '/clients', '/admin/users', '/agencies']) {
    await page.goto(path);
    await expect(page.locator('table').first()).toBeVisible({ timeout: 30_000 });
  }
  await page.goto('/account/password');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText(it.validation.required).first()).toBeVisible();
  expect(await violations()).toEqual(none);
});

test('the signing page and its first step break no CSP rule', async ({ page, request }) => {
  const link = await signingLink(request);
  const violations = await watchCsp(page);
  await page.goto(link);
  // Accepting nothing runs the step's schema (zod) in the page.
  await page.getByRole('button', { name: it.signing.page.acceptSubmit }).click();
  await expect(page.getByText(it.signing.errors.mustAccept)).toBeVisible();
  expect(await violations()).toEqual(none);
});

/**
 * The scripts the page has started loading by the time `selector` enters it, and whether each
 * holds zod: its error class, a name that stays a string in any build.
 */
async function scriptsBefore(page: Page, selector: string, open: () => Promise<void>) {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (pathname.endsWith('.js') && response.ok()) bodies.set(pathname, response.text());
  });
  const started = await scriptsStartedBefore(page, selector, open);
  const withZod: string[] = [];
  for (const pathname of new Set(started)) {
    if (/ZodError/.test((await bodies.get(pathname)) ?? '')) withZod.push(pathname);
  }
  return { started, withZod };
}

test('the login and the signing page are shown without downloading zod', async ({ page, request }) => {
  // Their validation (the shared schemas, with zod: about 27 kB compressed) comes once they are shown.
  const login = await scriptsBefore(page, 'button[type="submit"]', async () => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: it.auth.page.signIn })).toBeVisible();
  });
  expect(login.started.length).toBeGreaterThan(0);
  expect(login.withZod).toEqual([]);

  const link = await signingLink(request);
  const signer = await page.context().newPage();
  const signing = await scriptsBefore(signer, '#sign-sheet-title', async () => {
    await signer.goto(link);
    await expect(signer.getByRole('button', { name: it.signing.page.acceptSubmit })).toBeVisible();
  });
  expect(signing.started.length).toBeGreaterThan(0);
  expect(signing.withZod).toEqual([]);
  // Nor the signed-in frame's file (scripts/chunk-groups.ts keeps what a signer needs apart).
  expect(signing.started.filter((pathname) => /\/frame-[^/]*\.js$/.test(pathname))).toEqual([]);
  // The first step's check still runs the shared schema once asked.
  await signer.getByRole('button', { name: it.signing.page.acceptSubmit }).click();
  await expect(signer.getByText(it.signing.errors.mustAccept)).toBeVisible();
});

test('the built scripts and the page arrive as brotli, hashed files cached for good', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js') && response.status() === 200) scripts.push(response.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: it.auth.page.signIn })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const response = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const headers = response.headers();
    expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    // A few tiny chunks (re-exports) gain nothing from compression.
    if ((await response.body()).length > 1024) expect(headers['content-encoding'], url).toBe('br');
  }
  const shell = await request.get('/login', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(shell.headers()['content-encoding']).toBe('br');
  expect(shell.headers()['cache-control']).toBe('no-cache');
});

test('every script a signed-in list loads is compiled while it downloads, not on first call', async ({
  page,
  request,
}) => {
  // The compile hint (scripts/compile-hints.ts) must open each file, compressed copies included.
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/') && response.url().endsWith('.js')) {
      scripts.add(response.url());
    }
  });
  await loginAndWait(page, 'admin');
  await page.goto('/registry');
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  expect(scripts.size).toBeGreaterThan(5);
  for (const url of scripts) {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const text = await (await request.get(url, { headers: { 'accept-encoding': encoding } })).text();
      expect(text.split('\n', 1)[0], `${url} (${encoding})`).toBe('//# allFunctionsCalledOnLoad');
    }
  }
});

test('a signed-in screen asks for its screen beside its frame, not after it', async ({ page }) => {
  const manifest = readManifest(SERVED_DIST);
  const file = (key: string) => `/${manifest[key]?.file}`;
  // The signed-in frame's file (scripts/chunk-groups.ts), with its route module.
  const shell = file(Object.keys(manifest).find((key) => manifest[key]?.name === 'frame') ?? 'no frame chunk');
  const registry = file('src/features/sheets/screens/registry.tsx');
  const strings = file('src/locales/rest/it.ts');
  await loginAndWait(page, 'admin');
  // A fresh page on the registry's address, as a bookmark or a reload opens it.
  await page.goto('/registry');
  await expect(page.locator('table').first()).toBeVisible({ timeout: 30_000 });
  const timing = await page.evaluate(
    (files) =>
      Object.fromEntries(
        files.map((f) => {
          const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === f) as
            | PerformanceResourceTiming
            | undefined;
          return [f, entry ? { start: entry.startTime, end: entry.responseEnd } : null];
        }),
      ),
    [shell, registry, strings],
  );
  const [frame, screen, rest] = [timing[shell], timing[registry], timing[strings]];
  expect(frame && screen && rest).toBeTruthy();
  // The screen's chunk is asked for before the frame's has arrived.
  expect(screen?.start).toBeLessThan(frame?.end ?? 0);
});

test('a staff list asks for its agency filter beside its rows, not once the list is shown', async ({ page }) => {
  // Asked by the list once it had rendered, the agencies' answer rendered the whole page of rows
  // again. The entry now asks for both at once, with the screen's other first requests.
  await loginAndWait(page, 'admin');
  await page.goto('/registry');
  await expect(page.locator('table').first()).toBeVisible({ timeout: 30_000 });
  const starts = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const start = (path: string) => entries.find((e) => new URL(e.name).pathname.endsWith(path))?.startTime;
    return { rows: start('/v1.0/admin/schede/status-clients'), agencies: start('/v1.0/admin/agencies') };
  });
  expect(starts.rows).toBeDefined();
  expect(starts.agencies).toBeDefined();
  expect(Math.abs((starts.agencies ?? 0) - (starts.rows ?? 0))).toBeLessThan(50);
});

test("a client card asks for its sheet's versions and files with the card, not once the card is shown", async ({
  page,
  request,
}) => {
  // Asked for by the card's sheet section once the card had rendered, each answer rendered the card again.
  const headers = { 'access-token': await apiToken(request, 'admin') };
  const list = await request.get('/it/v1.0/agencies/clients?page=1&pageSize=1', { headers });
  const id = (await list.json()).args.response.rows[0].id as number;
  await loginAndWait(page, 'admin');
  await page.goto(`/clients/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const starts = await page.evaluate((clientId) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const start = (path: string) => entries.find((e) => new URL(e.name).pathname.endsWith(path))?.startTime;
    return {
      card: start(`/v1.0/admin/clients/${clientId}`),
      versions: start(`/v1.0/admin/schede/client-form/${clientId}`),
      files: start(`/v1.0/arrex/attachments/${clientId}`),
    };
  }, id);
  expect(starts.card).toBeDefined();
  expect(Math.abs((starts.versions ?? Number.NaN) - (starts.card ?? 0))).toBeLessThan(50);
  expect(Math.abs((starts.files ?? Number.NaN) - (starts.card ?? 0))).toBeLessThan(50);
});

test("the toasts' stylesheet is in the page from the start, not added once the screen is shown", async ({ page }) => {
  // react-toastify injected its sheet (variables on :root) when its container loaded, after the
  // first screen: the browser then recomputed the style and layout of every element of the list.
  await loginAndWait(page, 'admin');
  await page.goto('/registry');
  await expect(page.locator('table').first()).toBeVisible({ timeout: 30_000 });
  // The container loads once the browser is idle after the first screen.
  await expect(page.locator('.Toastify')).toBeAttached({ timeout: 30_000 });
  const styles = await page.evaluate(() => ({
    injected: [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('--toastify')).length,
    variable: getComputedStyle(document.documentElement).getPropertyValue('--toastify-color-light').trim(),
  }));
  expect(styles).toEqual({ injected: 0, variable: '#fff' });
});

test("the entry asks for a list's files a few at a time, in tasks of their own", async ({ page }) => {
  // In one task, asking for some twenty files (a <link rel="modulepreload"> each, and the
  // browser's request) blocked a phone's main thread for over 200 ms (app/preload.ts).
  await loginAndWait(page, 'admin');
  await page.addInitScript(() => {
    const batches: number[] = [];
    (window as unknown as { preloadBatches: number[] }).preloadBatches = batches;
    // A MutationObserver hears, at once, what one task added.
    new MutationObserver((mutations) => {
      let links = 0;
      for (const m of mutations) for (const n of m.addedNodes) if (n instanceof HTMLLinkElement) links++;
      if (links > 0) batches.push(links);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/registry');
  await expect(page.locator('table').first()).toBeVisible({ timeout: 30_000 });
  const batches = await page.evaluate(() => (window as unknown as { preloadBatches: number[] }).preloadBatches);
  // The page's own links, then the requests', the screen's (with most of what it shares with the
  // frame), the frame's and the strings' files: the entry used to add all of them, 19, at once.
  expect(batches.length).toBeGreaterThanOrEqual(4);
  expect(Math.max(...batches.slice(1))).toBeLessThanOrEqual(12);
});

test('the login asks for its screen and strings beside the app, not once the app has arrived', async ({ page }) => {
  const manifest = readManifest(SERVED_DIST);
  const file = (key: string) => `/${manifest[key]?.file}`;
  const app = manifest['src/app/start.tsx']?.imports?.map(file) ?? [];
  const screen = file('src/features/auth/screens/login.tsx');
  const strings = file('src/locales/first/it.ts');
  // A phone's network (Lighthouse's slow 4G): on the loopback every file arrives at once.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: it.auth.page.signIn })).toBeVisible({ timeout: 30_000 });
  const timing = await page.evaluate(
    (files) =>
      files.map((f) => {
        const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === f) as
          | PerformanceResourceTiming
          | undefined;
        return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
      }),
    [screen, strings, ...app],
  );
  const [screenAt, stringsAt, ...appAt] = timing;
  expect(appAt.length).toBeGreaterThan(0);
  // The app's largest file (React, the router, i18next) is still arriving when the screen is asked for.
  const lastApp = Math.max(...appAt.map((t) => t?.end ?? 0));
  expect(screenAt?.start).toBeLessThan(lastApp);
  expect(stringsAt?.start).toBeLessThan(lastApp);
});

test('a signed-in list, opened fresh, starts at most 20 script files before its table shows', async ({ page }) => {
  // Left to the bundler, each set of screens sharing a module got a file of its own: the registry
  // waited on about 65 round trips on a phone. scripts/chunk-groups.ts brought it to 24, then
  // (a barrel's empty module, the contracts' small lists, the icons, the frame's route module and
  // what the screens share, all with the files they go with) to 18.
  await loginAndWait(page, 'admin');
  await page.goto('/registry');
  await expect(page.locator('table').first()).toBeVisible({ timeout: 30_000 });
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
  const entry = await page.evaluate(() => document.querySelectorAll('script[type="module"][src]').length);
  expect(new Set(scripts).size + entry).toBeLessThanOrEqual(20);
});

test('the page links the web app manifest only once the first screen is shown', async ({ page, request }) => {
  // In the page, Chromium asked for the manifest and its 192 px icon while the screen's own files
  // were still downloading (scripts/manifest-link.ts).
  const html = await (await request.get('/registry')).text();
  expect(html).toContain('<div id="root">');
  expect(html).not.toContain('rel="manifest"');
  await loginAndWait(page, 'admin');
  await page.goto('/registry');
  await expect(page.locator('table').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('inputs keep the id React gives them, so none renders a second time to change it', async ({ page }) => {
  // Mantine's own useId swaps React's id for a random one in a layout effect: every input,
  // checkbox and menu of a list rendered again inside the task that showed it
  // (scripts/stable-ids.ts gives the hook React's id alone).
  await loginAndWait(page, 'admin');
  await page.goto('/registry');
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  const ids = await page.locator('input[id^="mantine-"]').evaluateAll((inputs) => inputs.map((input) => input.id));
  expect(ids.length).toBeGreaterThanOrEqual(5);
  for (const id of ids) expect(id).toMatch(/^mantine-_r_[0-9a-v]+_$/);
  // Each label still names its input.
  const labelled = await page
    .locator('label[for^="mantine-"]')
    .evaluateAll((labels) => labels.map((label) => document.getElementById(label.getAttribute('for') ?? '') !== null));
  expect(labelled.length).toBeGreaterThan(0);
  expect(labelled.every(Boolean)).toBe(true);
});

/** Scrollbars as a laptop shows them (headless Chromium hides them by default). */
const withScrollbars = test.extend({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] }),
    { scope: 'worker' },
  ],
});

for (const [device, viewport] of [
  ['laptop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  withScrollbars(`the signing page does not jump as it loads on a ${device}`, async ({ page, request }) => {
    const link = await signingLink(request);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(link);
    await expect(page.getByRole('button', { name: it.signing.page.acceptSubmit })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    // Lighthouse's target for a page that does not jump: a cumulative layout shift under 0.05.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
  });
}

/** Holds back every script the page asks for until the call it answers. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('on a phone a signed-in screen shows its frame before its scripts arrive (the app shell), then only the screen', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAndWait(page, 'admin');
  // The scripts are held back, as a slow phone network would.
  const release = await holdScripts(page);
  await page.goto('/registry', { waitUntil: 'commit' });
  const shell = page.locator('#app-shell');
  await expect(shell).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: it.sheets.registry.title })).toBeVisible({
    timeout: 30_000,
  });
  await expect(shell).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.classList.contains('shell'))).toBe(false);
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  // Never on a public screen, even with a session; never without one (the scripts held back again,
  // so the page shows what its HTML alone shows).
  const shellClass = () => page.evaluate(() => document.documentElement.classList.contains('shell'));
  const releaseAgain = await holdScripts(page);
  for (const address of ['/login', '/forgot-password', '/register']) {
    await page.goto(address, { waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeAttached();
    expect(await shellClass(), address).toBe(false);
    await expect(shell).toBeHidden();
  }
  // Nor on a laptop, which paints the app itself within a second.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/registry', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  expect(await shellClass()).toBe(false);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => localStorage.clear());
  await page.goto('/registry', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toBeAttached();
  expect(await shellClass()).toBe(false);
  await expect(shell).toBeHidden();
  releaseAgain();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(page.getByRole('button', { name: it.auth.page.signIn })).toBeVisible({ timeout: 30_000 });
  expect(await violations()).toEqual(none);
});
