import { expect, type Locator, test } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { apiToken, it, loginAndWait } from './helpers';

const P = it.sales.page;
const C = it.sales.revenueCategories;

type Line = { day: string; invoice: string; line: number; product: string; amount: number };

const cents = (n: number) =>
  new Intl.NumberFormat('it-IT', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(n);
const day = (d: string) => new Intl.DateTimeFormat('it-IT', { dateStyle: 'medium' }).format(new Date(`${d}T12:00:00`));
const invoice = (l: Line) => P.lines.invoiceLine.replace('{{number}}', l.invoice).replace('{{line}}', String(l.line));

/** A table row shows the line as the API gives it, each value formatted in Italian. */
async function expectLine(row: Locator, line: Line) {
  await expect(row).toContainText(day(line.day));
  await expect(row).toContainText(invoice(line));
  await expect(row).toContainText(line.product);
  await expect(row).toContainText(cents(line.amount));
}

test('an agent drills from a client’s categories to the sales lines behind a figure, and back', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiToken(request, 'agent');
  const headers = { 'access-token': token };
  const me = await request.get('/it/v1.0/auth/me', { headers });
  const agency = (await me.json()).args.response.agency as { id: number; name: string };
  const lines = async (client: number, query: string) =>
    (
      await (
        await request.get(`/it/v1.0/sales/lines/agent/${agency.id}/client/${client}?category=furniture${query}`, {
          headers,
        })
      ).json()
    ).args.response as { rows: Line[]; total: number };

  await loginAndWait(page, 'agent');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/revenue');
  // The agency's first client, then its furniture.
  const clients = page.getByRole('table', { name: P.byClient });
  const first = clients.getByRole('link').first();
  const clientName = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/client=\d+/);
  const client = Number(new URL(page.url()).searchParams.get('client'));
  await page.getByRole('table', { name: P.byCategory }).getByRole('link', { name: C.furniture, exact: true }).click();
  await expect(page).toHaveURL(/lines=furniture/);

  // The lines, newest first, as the API gives them; the path back up above them.
  const title = P.lines.title.replace('{{category}}', C.furniture);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const table = page.getByRole('table', { name: title });
  const newest = await lines(client, '');
  expect(newest.total).toBeGreaterThan(0);
  await expect(table.getByRole('row')).toHaveCount(Math.min(newest.total, 20) + 1);
  await expectLine(table.getByRole('row').nth(1), newest.rows[0] as Line);
  await expect(table.getByRole('columnheader', { name: it.sales.columns.day })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const levels = page.getByRole('navigation', { name: P.levels });
  await expect(levels.getByRole('link', { name: agency.name })).toBeVisible();
  await expect(levels.getByRole('link', { name: clientName })).toBeVisible();
  await expect(levels.getByText(C.furniture, { exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousAxe(page, 'sales lines');

  // By revenue, largest first.
  const amount = table.getByRole('columnheader', { name: it.sales.columns.amount });
  await amount.getByRole('button').click();
  await amount.getByRole('button').click();
  await expect(page).toHaveURL(/sort=amount&order=desc/);
  const largest = await lines(client, '&sort=amount&order=desc');
  await expectLine(table.getByRole('row').nth(1), largest.rows[0] as Line);

  // A product's model: only its lines.
  const model = (newest.rows[0] as Line).product.split(' ').at(-1) ?? '';
  await page.getByRole('textbox', { name: P.lines.search }).fill(model);
  await expect(page).toHaveURL(new RegExp(`q=${model}`));
  const found = await lines(client, `&sort=amount&order=desc&q=${model}`);
  await expect(table.getByRole('row')).toHaveCount(Math.min(found.total, 20) + 1);
  for (const row of await table.getByRole('row').all()) {
    if ((await row.getByRole('cell').count()) > 0) await expect(row).toContainText(model);
  }

  // Back to the client's categories, by the path and by the browser.
  await levels.getByRole('link', { name: clientName }).click();
  await expect(page.getByRole('table', { name: P.byCategory })).toBeVisible();
  await expect(page).not.toHaveURL(/lines=|q=/);
  await page.goBack();
  await expect(page.getByRole('table', { name: title })).toBeVisible();

  // On a phone, one card per line.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await loginAndWait(phone, 'agent');
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await phone.goto(`/revenue?agency=${agency.id}&client=${client}&lines=furniture`);
  await expect(phone.getByRole('article')).toHaveCount(Math.min(newest.total, 20));
  const card = phone.getByRole('article').first();
  await expectLine(card, newest.rows[0] as Line);
  await expectNoSeriousAxe(phone, 'sales lines on a phone');
  await phone.context().close();
});
