import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { DashboardCounts } from '@portal/contracts';
import { apiToken, it, loginAndWait } from './helpers';

/*
 * Issue 31 point 4: each role's dashboard shows its own count tiles, each figure the API's for the
 * user, and following a figure's link lands on its screen filtered, which counts the same. The
 * press lands on the dashboard too, with none of a customer's figures.
 */
const count = (n: number) => new Intl.NumberFormat('it-IT').format(n);

type Tile = { path: string; widget: string; title: string; empty: string };
const T = {
  registrations: {
    path: 'registrations',
    widget: 'dashboard-registrations',
    title: it.registrations.dashboard.title,
    empty: it.registrations.dashboard.empty,
  },
  outbox: {
    path: 'outbox',
    widget: 'dashboard-outbox',
    title: it.outbox.dashboard.title,
    empty: it.outbox.dashboard.empty,
  },
  shipmentsStaff: {
    path: 'shipments',
    widget: 'dashboard-shipments',
    title: it.shipments.dashboard.titleStaff,
    empty: it.shipments.dashboard.empty,
  },
  shipmentsAgent: {
    path: 'shipments',
    widget: 'dashboard-shipments',
    title: it.shipments.dashboard.title,
    empty: it.shipments.dashboard.emptyAgent,
  },
  reservationsStaff: {
    path: 'reservations',
    widget: 'dashboard-reservations',
    title: it.readyStock.dashboard.title,
    empty: it.readyStock.dashboard.empty,
  },
  reservationsOwn: {
    path: 'reservations',
    widget: 'dashboard-reservations',
    title: it.readyStock.dashboard.title,
    empty: it.readyStock.dashboard.emptyOwn,
  },
  orders: {
    path: 'orders',
    widget: 'dashboard-orders',
    title: it.orderForm.dashboard.title,
    empty: it.orderForm.dashboard.empty,
  },
  invoices: {
    path: 'invoices',
    widget: 'dashboard-invoices',
    title: it.invoices.dashboard.title,
    empty: it.invoices.dashboard.empty,
  },
} satisfies Record<string, Tile>;

const ROLES: [user: string, tiles: Tile[], absent: string[]][] = [
  [
    'admin',
    [T.registrations, T.outbox, T.shipmentsStaff, T.reservationsStaff],
    ['dashboard-orders', 'dashboard-invoices'],
  ],
  [
    'sales',
    [T.outbox, T.shipmentsStaff, T.reservationsStaff],
    ['dashboard-registrations', 'dashboard-orders', 'dashboard-invoices'],
  ],
  [
    'agent',
    [T.shipmentsAgent, T.reservationsOwn],
    ['dashboard-registrations', 'dashboard-outbox', 'dashboard-orders', 'dashboard-invoices'],
  ],
  [
    'customer',
    [T.orders, T.invoices, T.reservationsOwn],
    ['dashboard-registrations', 'dashboard-outbox', 'dashboard-shipments', 'dashboard-requests'],
  ],
];

async function countsOf(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(`/it/v1.0/dashboard/${path}`, { headers: { 'access-token': token } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()).args.response as DashboardCounts).counts;
}

/** The screen a figure opened counts the figure: its pager says "… di N" (or "di oltre N" past the cap). */
async function expectListTotal(page: Page, n: number, capped: boolean) {
  if (n === 0) return;
  const words = capped ? `di oltre ${count(n)}` : `di ${count(n)}`;
  await expect(page.locator('main').getByText(new RegExp(`–[\\d.]+ ${words}$`))).toBeVisible();
}

for (const [user, tiles, absent] of ROLES) {
  test(`${user}'s dashboard shows its tiles, and each figure opens its screen with the same count`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request, user);
    await loginAndWait(page, user);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    for (const id of absent) await expect(page.locator(`[data-widget="${id}"]`)).toHaveCount(0);
    for (const tile of tiles) {
      const counts = await countsOf(request, token, tile.path);
      const card = page.locator(`[data-widget="${tile.widget}"]`);
      await expect(card.getByRole('heading', { name: tile.title })).toBeVisible();
      if (counts.every((c) => c.count === 0)) {
        await expect(card).toContainText(tile.empty);
        continue;
      }
      const links = card.locator('[data-widget-body] a');
      await expect(links).toHaveCount(counts.length);
      for (const [i, c] of counts.entries()) {
        const link = links.nth(i);
        await expect(link).toContainText(count(c.count));
        if (c.count === 0) continue;
        const href = (await link.getAttribute('href')) as string;
        await link.click();
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
        await expectListTotal(page, c.count, c.capped);
        await page.goBack();
        await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
      }
    }
  });
}

test('the press lands on the dashboard with none of a customer’s figures, and the API refuses them', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'press');
  for (const path of ['', 'premia', 'orders', 'invoices', 'reservations']) {
    const response = await request.get(`/it/v1.0/dashboard/${path}`, { headers: { 'access-token': token } });
    expect(response.status(), path).toBe(403);
  }
  await loginAndWait(page, 'press');
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(page.locator('main h1')).toBeVisible();
  for (const id of ['revenue', 'premia', 'orders', 'invoices', 'reservations'])
    await expect(page.locator(`[data-widget="dashboard-${id}"]`)).toHaveCount(0);
  // Either the tiles made for the press (news, files) or a plain sentence that nothing is there yet.
  const widgets = await page.locator('[data-widget]').count();
  if (widgets === 0) await expect(page.locator('[data-dashboard-empty]')).toBeVisible();
  // No call the press is refused was made: nothing failed on its screen.
  await expect(page.getByRole('alert')).toHaveCount(0);
});
