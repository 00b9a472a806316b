import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { fr, it, loginAndWait, PASSWORD } from './helpers';

/**
 * The client map without network access (issue 11): every request to a host other than the
 * portal is refused, as on a machine offline, so no tile ever loads. The shipped outline of Italy,
 * the borders of its regions and the clusters must still show, and a client still opens its card.
 */
async function offline(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.route(
    (url) => url.hostname !== 'localhost',
    (route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  return refused;
}

const markers = (page: Page) => page.locator('.client-map-marker');
const outline = (page: Page) => page.locator('.leaflet-outline-pane path');
const regionBorders = (page: Page) => page.locator('.leaflet-regions-pane path.client-map-regions');

/**
 * The borders between regions are drawn: one path of many lines, above the outline, under the
 * markers. Leaflet draws only what is in view, so the count depends on the view the clients fit:
 * the demo agent's clients lie in three regions, the whole network covers Italy.
 */
async function expectRegionBorders(page: Page, atLeast: number) {
  await expect(regionBorders(page)).toHaveCount(1);
  const lines = () => regionBorders(page).evaluate((path) => (path.getAttribute('d') ?? '').split('M').length - 1);
  await expect.poll(lines).toBeGreaterThanOrEqual(atLeast);
}

/** Opens clusters until a single client shows, and answers its marker. */
async function aSingleClient(page: Page, texts: typeof it) {
  // A client's marker is named after it: "<name>: <trend>, open the card".
  const tail = (text: string) => new RegExp(`${text.replace('{{name}}', '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const single = page
    .getByRole('button', { name: tail(texts.clients.map.clientUp) })
    .or(page.getByRole('button', { name: tail(texts.clients.map.clientDown) }));
  for (let i = 0; i < 12 && (await single.count()) === 0; i++) {
    // A cluster's name starts with its count; a client's does not.
    const cluster = page.getByRole('button', { name: /^\d+ / }).first();
    await cluster.click();
    // Leaflet animates the zoom; the markers are redrawn once it ends.
    await page.waitForTimeout(400);
  }
  return single.first();
}

test('the map draws the outline of Italy and the clusters offline, and a client opens its card', async ({ page }) => {
  const refused = await offline(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAndWait(page, 'agent');
  await page.goto('/clients');
  await page.getByRole('tab', { name: it.clients.map.tabMap }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByRole('region', { name: it.clients.map.label });
  await expect(map).toBeVisible();
  await expect(outline(page)).toHaveCount(2);
  await expect(markers(page).first()).toBeVisible();
  await expectRegionBorders(page, 3);
  // The tiles were asked for, refused, and the map says why it shows only the outline.
  await expect(page.getByText(it.clients.map.offline)).toBeVisible();
  expect(refused.some((url) => url.includes('tile.openstreetmap.org'))).toBe(true);
  await expect(page.getByText(it.clients.map.up, { exact: true })).toBeVisible();
  await expect(page.getByText(/Clienti sulla mappa: \d+/)).toBeVisible();
  // Every marker is a cluster or a client with a colour of the legend. Read until the markers
  // settle: while the map fits its clients it redraws them, and a marker read as it is replaced
  // has no colour at all (the full suite caught one on a busy machine).
  const legend = ['rgb(43, 122, 59)', 'rgb(192, 57, 43)', 'rgb(95, 107, 118)'];
  await expect
    .poll(async () => {
      const colours = await page
        .locator('.client-map-dot')
        .evaluateAll((dots) => dots.map((d) => getComputedStyle(d).backgroundColor));
      return colours.length > 0 ? colours.filter((c) => !legend.includes(c)) : ['no marker'];
    })
    .toEqual([]);

  await expectNoSeriousAxe(page, 'map, laptop');

  // The category filter is kept in the address, beside the tab.
  await page.getByRole('combobox', { name: it.clients.map.category }).click();
  await page.getByRole('option', { name: it.sales.revenueCategories.furniture }).click();
  await expect(page).toHaveURL(/category=furniture/);
  await expect(markers(page).first()).toBeVisible();

  const client = await aSingleClient(page, it);
  await client.click();
  await expect(page).toHaveURL(/\/clients\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Back on the map, as it was.
  await page.goBack();
  await expect(page).toHaveURL(/view=map/);
  await expect(markers(page).first()).toBeVisible();
});

test('the map follows its box when the menu is hidden', async ({ page }) => {
  await offline(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAndWait(page, 'agent');
  await page.goto('/clients?view=map');
  await expect(markers(page).first()).toBeVisible();
  const container = page.locator('.leaflet-container');
  const before = (await container.boundingBox())?.width ?? 0;
  await page.getByRole('button', { name: it.nav.hide }).click();
  await expect.poll(async () => (await container.boundingBox())?.width ?? 0).toBeGreaterThan(before + 200);
  // Leaflet draws over its box and a margin around it; a map not told of its new size keeps
  // drawing over the old, narrower box and leaves the new part empty.
  const drawn = () => page.locator('.leaflet-outline-pane svg').evaluate((svg) => Number(svg.getAttribute('width')));
  const width = (await container.boundingBox())?.width ?? 0;
  await expect.poll(drawn).toBeGreaterThanOrEqual(Math.floor(width));
  await expect(markers(page).first()).toBeVisible();
});

test('on a phone the map is there offline, and readable', async ({ page }) => {
  await offline(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAndWait(page, 'admin');
  await page.goto('/clients?view=map');
  await expect(outline(page)).toHaveCount(2);
  await expect(markers(page).first()).toBeVisible();
  await expectRegionBorders(page, 10);
  // Staff may choose the agency.
  await expect(page.getByRole('combobox', { name: it.clients.columns.agency })).toBeVisible();
  await expectNoSeriousAxe(page, 'map, phone');
  // A cluster zooms in with the keyboard too.
  const before = await markers(page).count();
  await page
    .getByRole('button', { name: /\d+ clienti/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => markers(page).count()).toBeGreaterThanOrEqual(before);
});

test.describe('screenshots', () => {
  test.skip(!process.env.MAP_SHOTS, 'MAP_SHOTS=1 writes the screenshots of the map (into MAP_SHOTS_DIR if set)');
  const dir = process.env.MAP_SHOTS_DIR || path.resolve(import.meta.dirname, '../../../screenshots');

  for (const [language, texts] of [
    ['it', it],
    ['fr', fr],
  ] as const) {
    test(`the map in ${language}, laptop and phone`, async ({ browser }) => {
      mkdirSync(dir, { recursive: true });
      const context = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'it-IT' });
      const page = await context.newPage();
      await offline(page);
      for (const [device, size] of [
        ['laptop', { width: 1280, height: 800 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size);
        await page.goto('/login');
        await page.locator('input[name="username"]').fill('admin');
        await page.locator('input[name="password"]').fill(PASSWORD);
        await page.locator('button[type="submit"]').click();
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        await page.goto('/clients?view=map');
        await expect(page.getByRole('region', { name: texts.clients.map.label })).toBeVisible();
        await expect(markers(page).first()).toBeVisible();
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(dir, `clients-map-${language}-${device}.png`), fullPage: true });
        if (device === 'laptop') {
          // The biggest cluster, opened: its clients spread around their town.
          for (let i = 0; i < 2; i++) {
            await page.getByRole('button', { name: /^\d+ / }).first().click();
            await page.waitForTimeout(600);
          }
          await page.screenshot({ path: path.join(dir, `clients-map-${language}-${device}-zoomed.png`) });
        }
        await page.evaluate(() => localStorage.clear());
      }
      await context.close();
    });
  }
});
