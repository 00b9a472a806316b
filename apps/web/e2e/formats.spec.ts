import { expect, type Page, test } from '@playwright/test';
import { it, PASSWORD, unique } from './helpers';
import { createSheet, signIn } from './sheets-helpers';

/**
 * Issue 9 #10: a country reads as a name in the reader's language on every screen (client card,
 * read-only sheet), the client card labels the sheet's state as such, and a list writes its
 * dates in the one list style (short date and time) of lib/format.ts.
 */
let company = '';
let id = 0;

test.beforeAll(async ({ request }) => {
  company = `${unique('Formati ')} S.r.l.`;
  id = await createSheet(request, 'agent', { company, signer: `${unique('f')}@example.com`, ready: true, send: true });
});

/** The value next to a label of the client card's details. */
const detailOf = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }).locator('xpath=following-sibling::dd[1]');

test('the read-only sheet and the client card name the country in Italian', async ({ browser }) => {
  const page = await signIn(browser, 'agent');
  await page.goto(`/registry/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: it.sheets.sections.legal_seat })).toBeVisible();
  await expect(detailOf(page, it.sheets.fields.country).first()).toHaveText('Italia');
  await page.goto(`/clients/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(detailOf(page, it.sheets.fields.country)).toHaveText('Italia');
  await page.context().close();
});

test("a client card names its country without building the browser's Intl.DisplayNames", async ({ browser }) => {
  // Built on a phone, it took some 100 ms of the task that shows the card: the API names it.
  const page = await signIn(browser, 'agent');
  await page.addInitScript(() => {
    const Native = Intl.DisplayNames;
    const built = { count: 0 };
    (window as unknown as { displayNames: typeof built }).displayNames = built;
    (Intl as { DisplayNames: typeof Native }).DisplayNames = new Proxy(Native, {
      construct(target, args) {
        built.count++;
        return Reflect.construct(target, args);
      },
    });
  });
  await page.goto(`/clients/${id}`);
  await expect(detailOf(page, it.sheets.fields.country)).toHaveText('Italia');
  expect(await page.evaluate(() => (window as unknown as { displayNames: { count: number } }).displayNames.count)).toBe(
    0,
  );
  await page.context().close();
});

test('in English the client card says "Sheet status" and "Italy"', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  await context.addInitScript(() => localStorage.setItem('portal.language', 'en'));
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('agent');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`/clients/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(detailOf(page, 'Sheet status')).toBeVisible();
  await expect(page.getByText(/card status/i)).toHaveCount(0);
  await expect(detailOf(page, 'Country')).toHaveText('Italy');
  await context.close();
});

test('the registry writes its dates in the list style, like every list', async ({ browser }) => {
  const page = await signIn(browser, 'agent');
  await page.goto(`/registry?q=${encodeURIComponent(company)}`);
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toBeVisible();
  const headers = await page.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((h) => h.includes(it.clients.columns.updated_at));
  expect(column, headers.join(' | ')).toBeGreaterThanOrEqual(0);
  const cell = row.getByRole('cell').nth(column);
  // Short date and time, as the users, registrations and outbox lists: "22/11/26, 10:05".
  await expect(cell).toHaveText(/^\d{2}\/\d{2}\/\d{2}, \d{2}:\d{2}$/);
  await page.context().close();
});
