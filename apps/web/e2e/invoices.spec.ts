import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { apiToken, it, loginAndWait } from './helpers';

const I = it.invoices.page;
const B = it.sales.page.bestSellers;
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const year = new Date().getFullYear();
/** A count as the pager writes it. */
const count = (n: number) => new Intl.NumberFormat('it-IT').format(n);

type InvoiceRow = {
  number: string;
  day: string;
  client_name: string;
  amount: number;
  due_on: string | null;
  status: 'paid' | 'due' | 'overdue' | null;
};
/** The payment badge a row shows. */
const badge = (row: InvoiceRow) => it.invoices.status[row.status ?? 'none'];

/** The user's invoices as the API answers them: what the screen must show. */
async function invoicesOf(request: APIRequestContext, username: string, query = '') {
  const token = await apiToken(request, username);
  const res = await request.get(`/it/v1.0/invoices?pageSize=100${query}`, { headers: { 'access-token': token } });
  expect(res.status()).toBe(200);
  return (await res.json()).args.response as { total: number; rows: InvoiceRow[] };
}

async function signedIn(browser: Browser, username: string, viewport: { width: number; height: number }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await loginAndWait(page, username);
  // The landing screen first: a click during the redirect to it would be lost.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

async function openFromMenu(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: it.nav.label });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: it.nav.open }).click();
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
}

/** The invoice's drawer: its lines, its total, and the PDF named after it. */
async function openAndDownload(page: Page, number: string, label: string) {
  await page.getByRole('button', { name: I.openFor.replace('{{number}}', number) }).click();
  const drawer = page.getByRole('dialog', { name: I.detailTitle.replace('{{number}}', number) });
  await expect(drawer).toBeVisible();
  const lines = drawer.getByRole('table', { name: I.lines });
  await expect(lines.locator('tbody tr').first()).toBeVisible();
  await expect(lines.locator('tfoot')).toContainText(it.invoices.fields.total);
  // The ERP's document: the payment, the due date, taxable and VAT.
  await expect(drawer.getByText(it.invoices.fields.dueOn, { exact: true })).toBeVisible();
  await expect(drawer.getByText(it.invoices.page.status, { exact: true })).toBeVisible();
  await expect(lines.locator('tfoot')).toContainText(it.invoices.fields.taxable);
  await expect(lines.locator('tfoot')).toContainText(it.invoices.fields.vatAmount);
  await expectNoSeriousAxe(page, `${label} invoice drawer`);
  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: I.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^${it.invoices.columns.number} - ${number} - .*\\.pdf$`));
  const path = await file.path();
  expect(path).toBeTruthy();
  await drawer.getByRole('button', { name: it.common.close }).click();
  await expect(drawer).toBeHidden();
}

test('an agent finds an invoice of the agency by year and number, opens it and downloads its PDF', async ({
  browser,
  request,
}) => {
  const all = await invoicesOf(request, 'agent');
  const ofYear = await invoicesOf(request, 'agent', `&year=${year}`);
  expect(ofYear.total).toBeGreaterThan(0);
  const target = ofYear.rows[0] as InvoiceRow;

  const page = await signedIn(browser, 'agent', LAPTOP);
  await openFromMenu(page, I.title);
  const table = page.getByRole('table', { name: I.title });
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(all.total, 20));
  // No agency column for an agent: the agency is theirs.
  await expect(table.getByRole('columnheader', { name: it.invoices.columns.agency })).toHaveCount(0);
  await expectNoSeriousAxe(page, 'agent invoices');

  await page.getByRole('combobox', { name: I.year, exact: true }).click();
  await page.getByRole('option', { name: String(year), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`year=${year}`));
  await expect(page.getByText(new RegExp(`di ${count(ofYear.total)}$`))).toBeVisible();

  await page.getByRole('textbox', { name: I.search }).fill(target.number);
  await expect(page).toHaveURL(/q=/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toContainText(target.client_name);
  await expect(table.locator('tbody tr').first()).toContainText(badge(target));
  await openAndDownload(page, target.number, 'agent');

  // The overdue ones of every year, each with its badge.
  const overdue = await invoicesOf(request, 'agent', '&status=overdue');
  expect(overdue.total).toBeGreaterThan(0);
  await page.goto('/invoices');
  await page.getByRole('combobox', { name: I.status, exact: true }).click();
  await page.getByRole('option', { name: it.invoices.status.overdue, exact: true }).click();
  await expect(page).toHaveURL(/status=overdue/);
  await expect(page.getByText(new RegExp(`di ${count(overdue.total)}$`))).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText(it.invoices.status.overdue);
  await expect(table.locator('tbody tr').first()).toContainText(overdue.rows[0]?.number as string);
  await expectNoSeriousAxe(page, 'agent overdue invoices');
  await page.context().close();
});

test('a customer sees only its own invoices, on a laptop and on a phone, and downloads one', async ({
  browser,
  request,
}) => {
  const own = await invoicesOf(request, 'customer');
  expect(own.total).toBeGreaterThan(0);
  const clients = new Set(own.rows.map((r) => r.client_name));
  expect(clients.size).toBe(1);
  const lastYear = await invoicesOf(request, 'customer', `&year=${year - 1}`);
  const target = lastYear.rows[0] as InvoiceRow;

  const page = await signedIn(browser, 'customer', LAPTOP);
  const nav = page.getByRole('navigation', { name: it.nav.label });
  await expect(nav.getByRole('link', { name: I.title, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: B.title, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: it.sales.page.title, exact: true })).toHaveCount(0);
  await openFromMenu(page, I.title);
  const table = page.getByRole('table', { name: I.title });
  // Its own company is not repeated in a column of its own list (issue 33 item 10).
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.locator('tbody tr').first()).not.toContainText([...clients][0] as string);
  await expect(table.getByRole('columnheader', { name: it.invoices.columns.client })).toHaveCount(0);
  // A customer filters by year and number only.
  await expect(page.getByRole('combobox', { name: it.invoices.columns.client, exact: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: I.year, exact: true }).click();
  await page.getByRole('option', { name: String(year - 1), exact: true }).click();
  await expect(page.getByText(new RegExp(`di ${count(lastYear.total)}$`))).toBeVisible();
  await expectNoSeriousAxe(page, 'customer invoices');
  await openAndDownload(page, target.number, 'customer');
  await page.context().close();

  // On a phone: cards, the filters folded, the same drawer and PDF.
  const phone = await signedIn(browser, 'customer', PHONE);
  await phone.goto(`/invoices?year=${year - 1}`);
  const card = phone.getByRole('article').filter({ hasText: target.number });
  await expect(card).toBeVisible();
  await expect(card).toContainText(badge(target));
  if (target.due_on) await expect(card).toContainText(it.invoices.columns.dueOn);
  await expect(phone.getByRole('button', { name: it.table.filters })).toBeVisible();
  await expectNoSeriousAxe(phone, 'customer invoices phone');
  await openAndDownload(phone, target.number, 'customer phone');
  await phone.context().close();
});

test('best sellers rank the agent’s products as the API sums them; a customer sees its own purchases', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request, 'agent');
  const answer = await request.get(`/it/v1.0/sales/best-sellers?category=furniture&year=${year - 1}`, {
    headers: { 'access-token': token },
  });
  const expected = (await answer.json()).args.response as { rows: { product: string }[]; products: number };
  expect(expected.rows.length).toBeGreaterThan(1);

  const page = await signedIn(browser, 'agent', LAPTOP);
  await openFromMenu(page, B.title);
  const ranking = page.getByRole('table', { name: B.tableTitle });
  await expect(ranking.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('region', { name: B.chartTitle.replace('{{count}}', '10') })).toBeVisible();
  await page.getByRole('combobox', { name: it.sales.page.category, exact: true }).click();
  await page.getByRole('option', { name: it.sales.revenueCategories.furniture, exact: true }).click();
  await page.getByRole('combobox', { name: it.sales.page.year, exact: true }).click();
  await page.getByRole('option', { name: String(year - 1), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`category=furniture.*year=${year - 1}|year=${year - 1}.*category=furniture`));
  await expect(ranking.locator('tbody tr')).toHaveCount(expected.rows.length);
  await expect(ranking.locator('tbody tr').first()).toContainText(expected.rows[0]?.product as string);
  await expect(ranking.locator('tbody tr').first()).toContainText(it.sales.categories.NN);
  // Ranked by pieces instead: the address keeps it.
  await page.getByRole('radiogroup', { name: B.rankBy }).getByText(B.byQuantity, { exact: true }).click();
  await expect(page).toHaveURL(/by=quantity/);
  await expect(ranking.locator('tbody tr')).toHaveCount(expected.rows.length);
  await expectNoSeriousAxe(page, 'agent best sellers');
  // Another agency's ranking is not there.
  await page.goto('/best-sellers?agency=999999');
  await expect(page.getByRole('heading', { level: 1, name: it.notices.notFound })).toBeVisible();
  await page.context().close();

  const phone = await signedIn(browser, 'customer', PHONE);
  await phone.goto('/best-sellers');
  await expect(phone.getByRole('heading', { level: 1, name: B.title })).toBeVisible();
  await expect(phone.getByRole('status').filter({ hasText: B.own })).toBeVisible();
  await expect(phone.getByRole('article').first()).toBeVisible();
  await expectNoSeriousAxe(phone, 'customer best sellers phone');
  await phone.context().close();
});
