import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiToken, es, fr, it, openFromMenu, PASSWORD } from './helpers';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SHOTS_DIR;

// Each test signs in one or two users in contexts of their own.
test.slow();

type Texts = typeof it;
type Hit = { id: number; code: string; brand: string; description: string; price: string };

/** Spaces as Intl writes them (narrow or not breaking) made plain, to compare a price. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const money = (value: string, locale: string) =>
  plain(
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      useGrouping: 'always',
    }).format(Number(value)),
  );

/** A user signed in from a browser in `locale`, whose screens are in that language (`t`). */
async function signedIn(browser: Browser, username: string, viewport: typeof LAPTOP, locale: string, t: Texts) {
  const page = await (await browser.newContext({ viewport, locale })).newPage();
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: t.auth.page.signIn }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function searchApi(page: Page, username: string, q: string): Promise<Hit[]> {
  const token = await apiToken(page.request, username);
  const res = await page.request.get(`/it/v1.0/appliances/search?q=${encodeURIComponent(q)}`, {
    headers: { 'access-token': token },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).args.response.results;
}

test('an agent searches prices as they type, in Italian on a laptop', async ({ browser }) => {
  const page = await signedIn(browser, 'agent', LAPTOP, 'it-IT', it);
  const P = it.appliances.page;
  await openFromMenu(page, it, P.searchTitle);
  const box = page.getByRole('searchbox', { name: P.searchLabel });
  await box.fill('EL');
  await expect(page.getByText(P.searchHint.replace('{{min}}', '3'))).toBeVisible();

  const expected = await searchApi(page, 'agent', 'forno bosch');
  expect(expected.length).toBeGreaterThan(0);
  const first = expected[0] as Hit;
  const call = page.waitForRequest((r) => r.url().includes('/appliances/search'));
  await box.fill('');
  await box.pressSequentially('forno bosch', { delay: 30 });
  expect(new URL((await call).url()).pathname).toBe('/it/v1.0/appliances/search');
  const table = page.getByRole('table', { name: P.searchTitle });
  const row = table.getByRole('row').filter({ hasText: first.code });
  await expect(row).toBeVisible();
  await expect(row).toContainText(first.description);
  expect(plain(await row.locator('td').last().innerText())).toBe(money(first.price, 'it-IT'));
  await shot(page, 'search-laptop-it');

  await row.getByRole('button', { name: first.code }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(first.description);
  expect(plain(await drawer.getByTestId('appliance-price').innerText())).toBe(money(first.price, 'it-IT'));
  await shot(page, 'search-detail-laptop-it');
  await page.keyboard.press('Escape');

  await box.fill('nessuno zzqq');
  await expect(page.getByText(P.noResults)).toBeVisible();
});

test('a customer searches with accents in French on a phone', async ({ browser }) => {
  const page = await signedIn(browser, 'customer', PHONE, 'fr-FR', fr);
  const P = fr.appliances.page;
  await page.goto('/search-prices');
  await expect(page.getByRole('heading', { name: P.searchTitle, level: 1 })).toBeVisible();
  const expected = await searchApi(page, 'customer', 'electrolux');
  expect(expected.length).toBeGreaterThan(0);
  const first = expected[0] as Hit;
  // Typed with accents and capitals, the brand is written without: the same appliances.
  await page.getByRole('searchbox', { name: P.searchLabel }).fill('ÉLECTROLÜX');
  await expect(page.getByText(first.code, { exact: true })).toBeVisible();
  expect(plain(await page.getByRole('main').innerText())).toContain(money(first.price, 'fr-FR'));
  await shot(page, 'search-phone-fr');
});

test('the catalogue filters by type and brand and opens an appliance, in Italian and Spanish', async ({ browser }) => {
  const page = await signedIn(browser, 'admin', LAPTOP, 'it-IT', it);
  const P = it.appliances.page;
  await openFromMenu(page, it, P.catalogueTitle);
  const table = page.getByRole('table', { name: P.catalogueTitle });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: P.type }).click();
  await page.getByRole('option', { name: /^Forno \(/ }).click();
  await page.getByRole('combobox', { name: P.brand }).click();
  await page.getByRole('option', { name: /^Bosch \(/ }).click();
  await expect(page).toHaveURL(/type=Forno/);
  await expect(page).toHaveURL(/brand=Bosch/);
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Bosch');
  for (const text of await rows.allInnerTexts()) {
    if (text.includes(it.appliances.columns.code)) continue;
    expect(text).toContain('Forno');
  }
  await shot(page, 'catalogue-laptop-it');
  const code = (await rows.nth(1).getByRole('button').first().innerText()).trim();
  await rows.nth(1).getByRole('button', { name: code }).click();
  await expect(page.getByRole('dialog')).toContainText(code);
  await expect(page.getByRole('dialog')).toContainText(it.appliances.columns.internal_code);
  await shot(page, 'catalogue-detail-laptop-it');

  const phone = await signedIn(browser, 'sales', PHONE, 'es-ES', es);
  await phone.goto('/home-appliances');
  await expect(phone.getByRole('heading', { name: es.appliances.page.catalogueTitle, level: 1 })).toBeVisible();
  await expect(phone.getByText(/^EL-0/).first()).toBeVisible();
  await shot(phone, 'catalogue-phone-es');
});
