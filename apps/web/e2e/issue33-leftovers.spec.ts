import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { fr, it, PHONE, shot, signedIn, unique } from './helpers';

/**
 * Issue 33 item 10, what was left: the rejected rows' download with the rows' values, one date
 * style per screen, the registry's state chip opened from the dashboard in sight, and the invoice
 * drawer's lines within a phone's width.
 */
const LAPTOP = { width: 1280, height: 800 };
const SIZES = [
  ['laptop', LAPTOP],
  ['phone', PHONE],
] as const;
const LANGUAGES = [
  ['it', it, 'it-IT'],
  ['fr', fr, 'fr-FR'],
] as const;

/** The text of a `{{…}}` message before its first placeholder, as a pattern of a name's start. */
const startOf = (text: string) => new RegExp(`^${text.split('{{')[0]?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

for (const [language, texts, locale] of LANGUAGES) {
  test(`the rejected rows' download gives each row back with its values (${language})`, async ({ browser }) => {
    const page = await signedIn(browser, 'admin', LAPTOP, locale, { acceptDownloads: true });
    const invoice = unique('R33');
    const header = 'Data;Agente;Codice cliente;Categoria;Prodotto;Quantità;Importo;Numero fattura;Riga fattura';
    const bad = `12/03/2026;AG-NORD;ZZ9999;NN;Cucina Élite;1;100,00;${invoice};2`;
    const csv = Buffer.from(
      [header, `12/03/2026;AG-NORD;MB0001;NN;Cucina;1;12.500,00;${invoice};1`, bad].join('\r\n'),
      'latin1',
    );
    await page.goto('/admin/imports');
    await page.locator('input[type="file"]').setInputFiles({ name: 'scarti.csv', mimeType: 'text/csv', buffer: csv });
    await page.getByRole('button', { name: texts.imports.page.start, exact: true }).click();
    const counts = { read: 2, inserted: 1, updated: 0, unchanged: 0, rejected: 1 };
    const done = texts.imports.page.counts.replace(/\{\{(\w+)\}\}/g, (_, k: keyof typeof counts) => String(counts[k]));
    await expect(page.getByText(done)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row').filter({ hasText: 'ZZ9999' }).first()).toBeVisible();
    await shot(page, `issue33-import-rejected-${language}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: texts.imports.page.downloadReport }).click();
    const file = await (await download).path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual([texts.imports.columns.row, texts.imports.columns.message, ...header.split(';')]);
    expect(row(2)[0]).toBe(3);
    expect(String(row(2)[1])).toContain(texts.imports.fields.client);
    expect(String(row(2)[1])).toContain('ZZ9999');
    expect(row(2).slice(2)).toEqual(bad.split(';'));
    // The screen's history writes its dates in one style.
    await expectOneDateStyle(page, 'imports', page.getByRole('main'));
    await page.context().close();
  });
}

/** Moments written with digits ("29/11/26, 19:14") and with the month's name ("29 nov 2026"). */
const NUMERIC = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g;
const NAMED = /\b\d{1,2} \p{L}{3,5}\.? \d{4}\b/gu;

async function expectOneDateStyle(page: Page, where: string, area = page.getByRole('dialog')) {
  await expect(area).toBeVisible();
  await page.waitForLoadState('networkidle');
  const text = await area.innerText();
  const numeric = text.match(NUMERIC) ?? [];
  const named = text.match(NAMED) ?? [];
  expect(numeric.length + named.length, `${where}: no date found`).toBeGreaterThan(0);
  expect(
    numeric.length === 0 || named.length === 0,
    `${where} mixes ${numeric.join(', ')} with ${named.join(', ')}`,
  ).toBe(true);
}

for (const [language, texts, locale] of LANGUAGES) {
  test(`each screen writes its dates in one style (${language})`, async ({ browser }) => {
    const page = await signedIn(browser, 'admin', LAPTOP, locale);
    const opened = async (path: string, openFor: string) => {
      await page.goto(path);
      await page
        .getByRole('button', { name: startOf(openFor) })
        .first()
        .click();
    };
    // The material drawer writes its loads as the rest of a drawer, "29 nov 2026, 19:14", not as a list's cell.
    await page.goto('/materials');
    await page
      .getByRole('button', { name: startOf(texts.materials.page.editFor) })
      .first()
      .click();
    const loads = page.getByRole('dialog').getByRole('table');
    await expect(loads.locator('tbody tr').first()).toBeVisible();
    await loads.scrollIntoViewIfNeeded();
    await shot(page, `issue33-dates-material-${language}`);
    const loaded = (await loads.locator('tbody tr td:first-child').allInnerTexts()).join(' | ');
    expect(loaded).not.toMatch(new RegExp(NUMERIC.source));
    expect(loaded).toMatch(new RegExp(NAMED.source, 'u'));
    await expectOneDateStyle(page, 'material drawer');
    await opened('/shipping/archive', texts.shipments.page.openFor);
    await expectOneDateStyle(page, 'shipment drawer');
    await opened('/invoices', texts.invoices.page.openFor);
    await expectOneDateStyle(page, 'invoice drawer');
    // Lists whose rows carry days (an order's date, a collection's) write their moments as days too.
    await page.goto('/orders');
    await expectOneDateStyle(page, 'orders list', page.getByRole('main'));
    await page.goto('/ready-stock/reservations');
    await expectOneDateStyle(page, 'reservations list', page.getByRole('main'));
    await page.context().close();
  });
}

for (const [device, viewport] of SIZES) {
  test(`a registry opened from the dashboard shows its state chip in sight (${device})`, async ({ browser }) => {
    const page = await signedIn(browser, 'admin', viewport, 'it-IT');
    const widget = page.getByRole('region', { name: it.dashboard.sheets.title });
    await expect(widget.locator('a[href*="status="]').first()).toBeVisible();
    const links = await widget.locator('a[href*="status="]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(3);
    for (const href of links) {
      await page.goto('/dashboard');
      await widget.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(/\/registry\?status=/);
      const chip = page.getByRole('group', { name: it.sheets.registry.byState }).getByRole('button', { pressed: true });
      await expect(chip, `${href}`).toBeInViewport({ ratio: 0.99 });
      const box = await chip.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width, `${href}`).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (href?.endsWith('deletion_requested')) await shot(page, `issue33-registry-chip-${device}`);
    }
    await page.context().close();
  });
}

for (const [language, texts, locale] of LANGUAGES) {
  test(`the invoice drawer's lines stay within a phone's width (${language})`, async ({ browser }) => {
    const page = await signedIn(browser, 'admin', PHONE, locale);
    await page.goto('/invoices');
    await page
      .getByRole('button', { name: startOf(texts.invoices.page.openFor) })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    const lines = drawer.getByRole('table', { name: texts.invoices.page.lines });
    await expect(lines.locator('tbody tr').first()).toBeVisible();
    await lines.scrollIntoViewIfNeeded();
    await shot(page, `issue33-invoice-lines-${language}-phone`);
    // Nothing of the drawer reaches the screen's edge: the drawer's own padding on either side.
    const body = await drawer.locator('.mantine-Drawer-body').boundingBox();
    const edges = await drawer
      .locator('.mantine-Drawer-body *')
      .evaluateAll((els) => els.map((e) => Math.max(...[...e.getClientRects()].map((r) => r.right), 0)));
    const padding = await drawer
      .locator('.mantine-Drawer-body')
      .evaluate((e) => Number.parseFloat(getComputedStyle(e).paddingRight));
    expect(padding).toBeGreaterThanOrEqual(12);
    expect(body).not.toBeNull();
    expect(Math.max(...edges)).toBeLessThanOrEqual(PHONE.width - padding + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const table = await lines.boundingBox();
    expect(table && table.x + table.width <= PHONE.width - padding + 0.5).toBe(true);
    await page.context().close();
  });
}
