import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { DashboardPremia, DashboardRevenue, MaterialDashboard, SheetStatusCounts } from '@portal/contracts';
import { apiToken, it, loginAndWait } from './helpers';

/*
 * The dashboard, every role's first screen: the figures it shows are the API's for the user (the
 * demo's real numbers, read here through the API at the time of the test), each count opens its
 * list filtered, and one widget failing leaves the others.
 */
const D = it.dashboard;
const year = new Date().getFullYear();
const euro = (n: number) =>
  new Intl.NumberFormat('it-IT', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    useGrouping: 'always',
  }).format(n);
const count = (n: number) => new Intl.NumberFormat('it-IT').format(n);
const titled = (text: string) => text.replace('{{year}}', String(year));

/** What the dashboard's calls answer the user now. */
async function figuresOf(request: APIRequestContext, username: string) {
  const headers = { 'access-token': await apiToken(request, username) };
  const get = async <T>(path: string) => {
    const response = await request.get(`/it/v1.0/${path}`, { headers });
    expect(response.status(), path).toBe(200);
    return (await response.json()).args.response as T;
  };
  return {
    revenue: await get<DashboardRevenue>('dashboard/'),
    premia: await get<DashboardPremia>('dashboard/premia'),
    sheets: username === 'customer' ? undefined : await get<SheetStatusCounts>('dashboard/status-schede'),
    requests: username === 'customer' ? undefined : await get<MaterialDashboard>('dashboard/materials'),
  };
}
type Figures = Awaited<ReturnType<typeof figuresOf>>;

const widget = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The revenue and premia widgets show the user's figures, category by category. */
async function expectRevenue(page: Page, figures: Figures, title: string) {
  const revenue = widget(page, titled(title));
  const total = figures.revenue.categories.find((c) => c.category === 'expo');
  expect(total?.current_year).toBeGreaterThan(0);
  await expect(revenue).toContainText(euro(total?.current_year ?? 0));
  for (const c of figures.revenue.categories.filter((c) => c.category !== 'expo')) {
    const row = revenue.locator(`li[data-category="${c.category}"]`);
    await expect(row).toContainText(c.name);
    await expect(row).toContainText(euro(c.current_year));
    await expect(row).toContainText(euro(c.progressive));
  }
  const premia = widget(page, titled(D.premia.title));
  await expect(premia).toContainText(euro(figures.premia.current_year));
  await expect(premia).toContainText(euro(figures.premia.progressive));
  if (figures.premia.budget !== null) await expect(premia).toContainText(euro(figures.premia.budget));
}

/** Each state's count links to its list filtered by the state. */
async function expectCounts(list: Locator, rows: { status: string; label: string; count: number }[], to: string) {
  for (const row of rows) {
    const link = list.locator(`a[href="${to}?status=${row.status}"]`);
    await expect(link).toContainText(row.label);
    await expect(link).toContainText(count(row.count));
  }
}

test('admin lands on the dashboard with the network’s figures, and its widgets open their screens', async ({
  page,
  request,
}) => {
  const figures = await figuresOf(request, 'admin');
  await loginAndWait(page, 'admin');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: D.page.title })).toBeVisible();
  await expectRevenue(page, figures, D.revenue.title);

  const sheets = widget(page, D.sheets.title);
  const counts = figures.sheets as SheetStatusCounts;
  expect(counts.total).toBeGreaterThan(0);
  await expect(sheets).toContainText(D.sheets.total.replace('{{count}}', count(counts.total)));
  await expectCounts(sheets, counts.counts, '/registry');
  const requests = widget(page, D.requests.title);
  await expectCounts(requests, figures.requests?.requests ?? [], '/agent-requests');

  // A count opens the registry on that state, which counts the same.
  const draft = counts.counts.find((c) => c.status === 'draft');
  await sheets.locator('a[href="/registry?status=draft"]').click();
  await expect(page).toHaveURL(/\/registry\?status=draft$/);
  await expect(
    page.getByRole('button', { name: `${it.sheets.status.draft} (${draft?.count})`, pressed: true }),
  ).toBeVisible();

  // The revenue widget opens Revenue and budget, whose network total is the same figure.
  await page.goBack();
  await widget(page, titled(D.revenue.title)).getByRole('link', { name: D.revenue.open }).click();
  await expect(page.getByRole('heading', { level: 1, name: it.sales.page.title })).toBeVisible();
  const total = figures.revenue.categories.find((c) => c.category === 'expo')?.current_year ?? 0;
  await expect(
    page
      .getByRole('table', { name: it.sales.page.byAgency })
      .getByRole('row', { name: new RegExp(it.sales.page.total) }),
  ).toContainText(euro(total));
});

test('an agent’s dashboard shows the own agency’s figures and opens the agent’s own requests', async ({
  page,
  request,
}) => {
  const figures = await figuresOf(request, 'agent');
  const network = await figuresOf(request, 'admin');
  const mine = figures.revenue.categories.find((c) => c.category === 'expo')?.current_year;
  expect(mine).toBeLessThan(network.revenue.categories.find((c) => c.category === 'expo')?.current_year ?? 0);
  await loginAndWait(page, 'agent');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expectRevenue(page, figures, D.revenue.title);
  const sheets = widget(page, D.sheets.title);
  await expect(sheets).toContainText(D.sheets.total.replace('{{count}}', count(figures.sheets?.total ?? 0)));
  await expectCounts(sheets, figures.sheets?.counts ?? [], '/registry');
  const requests = widget(page, D.requests.title);
  await expectCounts(requests, figures.requests?.requests ?? [], '/material-requests');

  await requests.locator('a[href="/material-requests?status=pending"]').click();
  await expect(page.getByRole('heading', { level: 1, name: it.materials.page.myRequestsTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/material-requests\?status=pending$/);

  // Premia opens the revenue screen on the premia category.
  await page.goBack();
  await widget(page, titled(D.premia.title)).getByRole('link', { name: D.premia.open }).click();
  await expect(page).toHaveURL(/\/revenue\?category=premia$/);
  await expect(page.getByRole('heading', { level: 1, name: it.sales.page.title })).toBeVisible();
});

test('a customer’s dashboard shows its own purchases, without sheets or requests', async ({ page, request }) => {
  const figures = await figuresOf(request, 'customer');
  await loginAndWait(page, 'customer');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expectRevenue(page, figures, D.revenue.titleCustomer);
  await expect(widget(page, D.sheets.title)).toHaveCount(0);
  await expect(widget(page, D.requests.title)).toHaveCount(0);
  await widget(page, titled(D.revenue.titleCustomer)).getByRole('link', { name: D.revenue.openCustomer }).click();
  await expect(page.getByRole('heading', { level: 1, name: it.sales.page.bestSellers.title })).toBeVisible();
});

test('a widget that fails says so in its card, the others keep their figures, and it can try again', async ({
  page,
  request,
}) => {
  const figures = await figuresOf(request, 'agent');
  await loginAndWait(page, 'agent');
  await page.route(/\/v1\.0\/dashboard\/premia/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 500, args: { error: { message: 'Errore di prova', key: 'errors.internal' } } }),
    }),
  );
  await page.reload();
  const premia = widget(page, titled(D.premia.title));
  await expect(premia.getByRole('alert')).toContainText(D.widget.error);
  await expect(widget(page, titled(D.revenue.title))).toContainText(
    euro(figures.revenue.categories.find((c) => c.category === 'expo')?.current_year ?? 0),
  );
  await expect(widget(page, D.sheets.title).getByRole('link').first()).toBeVisible();
  await page.unroute(/\/v1\.0\/dashboard\/premia/);
  await premia.getByRole('button', { name: D.widget.retry }).click();
  await expect(premia).toContainText(euro(figures.premia.current_year));
  await expect(premia.getByRole('alert')).toHaveCount(0);
});

/** Scrollbars as a laptop shows them (headless Chromium hides them by default). */
const withScrollbars = test.extend({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] }),
    { scope: 'worker' },
  ],
});

/** Each widget's height, by its name. */
const heights = (page: Page): Promise<Record<string, number>> =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-widget]')].map((w) => [
        w.getAttribute('data-widget'),
        w.getBoundingClientRect().height,
      ]),
    ),
  );

for (const [device, viewport] of [
  ['laptop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  // A laptop shows scrollbars (they narrow the page); a phone's float over it.
  const run = device === 'laptop' ? withScrollbars : test;
  run(`the dashboard does not jump as its widgets load on a ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginAndWait(page, 'admin');
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The figures are held back, as on a slow network: the skeletons show first.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/v1\.0\/dashboard/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    const busy = page.locator('main [aria-busy="true"]');
    // Every widget of the admin's dashboard: revenue, premia, sheets, requests, shipments,
    // reservations, registrations, the outbox (and any other domain's).
    await expect(busy.first()).toBeVisible();
    const widgets = await page.locator('[data-widget]').count();
    expect(widgets).toBeGreaterThanOrEqual(8);
    await expect(busy).toHaveCount(widgets);
    const loading = await heights(page);
    release();
    await expect(page.locator('[data-widget="dashboard-requests"] a').first()).toBeVisible();
    await expect(busy).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // Each skeleton held the room of its figures (to the pixel: text lines fall on fractions of
    // one), so nothing under it moved.
    const loaded = await heights(page);
    expect(Object.keys(loaded).sort()).toEqual(Object.keys(loading).sort());
    for (const [name, height] of Object.entries(loading)) {
      expect(
        Math.abs((loaded[name] ?? 0) - height),
        `${name}: ${height} px, then ${loaded[name]} px`,
      ).toBeLessThanOrEqual(1);
    }
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    // Lighthouse's target for a page that does not jump: a cumulative layout shift under 0.05.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
  });
}
