import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { it, loginAndWait, unique } from './helpers';

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
  await page.getByRole('button', { name: it.imports.page.start }).click();

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
