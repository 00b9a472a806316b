import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { apiToken, fr, it, loginAndWait, PASSWORD, unique } from './helpers';

/**
 * Administration → Imports: sales staff send a semicolon CSV in Windows-1252, follow it to the
 * end, read the rejected row with its reason, download the report and find the import in the
 * history.
 */
test('sales import a CSV of sales lines, read the rejected row and download the report', async ({ browser }) => {
  // axe needs a page of its own context.
  const page = await (await browser.newContext()).newPage();
  const invoice = unique('E2E');
  const csv = Buffer.from(
    [
      'Data;Agente;Codice cliente;Categoria;Prodotto;Quantità;Importo;Numero fattura;Riga fattura',
      `12/03/2026;AG-NORD;MB0001;NN;Cucina Élite;1;12.500,00;${invoice};1`,
      `12/03/2026;AG-NORD;MB0001;E2;Forno;1;980,00;${invoice};2`,
      `12/03/2026;AG-NORD;ZZ9999;NN;Cucina;1;100,00;${invoice};3`,
    ].join('\r\n'),
    'latin1',
  );

  await loginAndWait(page, 'sales');
  await page.getByRole('navigation', { name: it.nav.label }).getByRole('link', { name: it.imports.page.title }).click();
  await expect(page).toHaveURL(/\/admin\/imports$/);
  await expect(page.getByRole('heading', { name: it.imports.page.title, level: 1 })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'vendite.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByRole('button', { name: it.imports.page.start, exact: true }).click();

  const counts = it.imports.page.counts
    .replace('{{read}}', '3')
    .replace('{{inserted}}', '2')
    .replace('{{updated}}', '0')
    .replace('{{unchanged}}', '0')
    .replace('{{rejected}}', '1');
  await expect(page.getByText(counts)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: it.imports.page.progress })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  const rejected = page.getByRole('row').filter({ hasText: 'Nessun cliente ha il codice ZZ9999' });
  await expect(rejected).toContainText(it.imports.fields.client);
  await expect(rejected.getByRole('cell').first()).toHaveText('4');

  // The screen with a finished import, its rejected rows and the history: nothing serious for axe.
  await expectNoSeriousAxe(page, 'imports');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: it.imports.page.downloadReport }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^Righe scartate - vendite\.csv - \d{4}-\d{2}-\d{2} \d{2}\.\d{2}\.xlsx$/,
  );

  const history = page.getByRole('table', { name: it.imports.page.history });
  await expect(history.getByRole('row').nth(1)).toContainText('vendite.csv');
  await expect(history.getByRole('row').nth(1)).toContainText(it.imports.status.succeeded);
});

/**
 * The invoices import (issue 11), in French: the ERP says a due invoice was paid; the Invoices
 * list then shows it paid, with its due day.
 */
test('in French, admin imports invoice documents and the invoice shows paid in the list', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request, 'admin');
  type Row = { number: string; day: string; client_code: string | null; amount: number };
  const rows = (
    await (await request.get('/fr/v1.0/invoices?status=due&pageSize=50', { headers: { 'access-token': token } })).json()
  ).args.response.rows as Row[];
  // A file names the client by its code: an invoice of a client that has one.
  const due = rows.find((r) => r.client_code) as Row;
  expect(due).toBeDefined();
  const cents = Math.round(due.amount * 100);
  const vat = Math.round(cents * 0.22);
  const euros = (n: number) => `${Math.trunc(n / 100)},${String(n % 100).padStart(2, '0')}`;
  const [y, m, d] = due.day.split('-');
  const csv = Buffer.from(
    [
      'Numéro de facture;Date;Code client;Type de document;Montant HT;TVA;Total TTC;Échéance;Payée le',
      `${due.number};${d}/${m}/${y};${due.client_code};FT;${euros(cents)};${euros(vat)};${euros(cents + vat)};31/12/${Number(y) + 1};${d}/${m}/${y}`,
    ].join('\r\n'),
    'utf8',
  );

  const context = await browser.newContext({ locale: 'fr-FR' });
  await context.addInitScript(() => localStorage.setItem('portal.language', 'fr'));
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: fr.auth.page.signIn }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/');
  await page.goto('/admin/imports');
  await expect(page.getByRole('heading', { name: fr.imports.page.title, level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: fr.imports.page.kind }).click();
  await page.getByRole('option', { name: fr.imports.kinds.invoices }).click();
  // The columns of the kind, in French.
  await expect(page.getByText(`${fr.imports.fields.total}, ${fr.imports.fields.due_date}`)).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: 'factures.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByRole('button', { name: fr.imports.page.start, exact: true }).click();
  const counts = fr.imports.page.counts
    .replace('{{read}}', '1')
    .replace('{{inserted}}', '0')
    .replace('{{updated}}', '1')
    .replace('{{unchanged}}', '0')
    .replace('{{rejected}}', '0');
  await expect(page.getByText(counts)).toBeVisible({ timeout: 30_000 });

  await page.goto('/invoices');
  await page.getByRole('textbox', { name: fr.invoices.page.search }).fill(due.number);
  const row = page.getByRole('row').filter({ hasText: due.number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(fr.invoices.status.paid);
  await expect(row).toContainText(`31 déc. ${Number(y) + 1}`);
  await context.close();
});
