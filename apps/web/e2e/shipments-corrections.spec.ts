import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiToken, fr, it, loginAndWait, toast, waitForMail } from './helpers';

/** Issue 33 items 1 and 3: parcels and waybill corrected from the drawer, and the packing list from row and drawer. */
const number = (id: number) => `SP${String(id).padStart(7, '0')}`;
const SIZES = [
  ['laptop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** A preparation of one accepted request, optionally confirmed with its parcels (no waybill). */
async function preparation(page: Page, confirm: boolean) {
  const agent = await apiToken(page.request, 'agent');
  const admin = await apiToken(page.request, 'admin');
  const clients = await page.request.get('/it/v1.0/agencies/clients', { headers: { 'access-token': agent } });
  const client = (await clients.json()).args.response.rows[0] as { id: number; company_name: string };
  const asked = await page.request.post(`/it/v1.0/agencies/delivery/${client.id}`, {
    headers: { 'access-token': agent },
    data: { product_id: 4, product_code: 'MAT-00004', quantity: 1 },
  });
  const request = (await asked.json()).args.response.ids[0] as number;
  await page.request.post(`/it/v2.0/richieste-agenti/${request}`, {
    headers: { 'access-token': admin },
    data: { status: 'accepted', quantity: 1 },
  });
  const prepared = await page.request.post('/it/v1.0/invio/session', {
    headers: { 'access-token': admin },
    data: { requests: [request] },
  });
  const id = (await prepared.json()).args.response.id as number;
  if (confirm) {
    const confirmed = await page.request.post(`/it/v1.0/spedizioni/${id}/to_confirm`, {
      headers: { 'access-token': admin },
      data: { parcels: 1 },
    });
    expect(confirmed.status()).toBe(200);
  }
  return { id, client };
}

for (const [size, viewport] of SIZES) {
  test(`staff correct parcels and waybill from the drawer and ship without a waybill only by choice (${size})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { id, client } = await preparation(page, true);
    await loginAndWait(page, 'admin');
    await page.goto(`/shipping/shipments?client=${client.id}`);
    await page.getByRole('button', { name: it.shipments.page.openFor.replace('{{number}}', number(id)) }).click();
    const drawer = page.getByRole('dialog', { name: it.shipments.page.detailTitle.replace('{{number}}', number(id)) });
    await expect(drawer.getByText(it.shipments.page.noWaybill, { exact: true })).toBeVisible();

    // 0 parcels is refused with the rule's message, and stays 0 in the field (never turned into 1).
    await drawer.getByRole('button', { name: it.shipments.page.editParcels }).click();
    const edit = page.getByRole('dialog', {
      name: it.shipments.page.parcelsTitle.replace('{{number}}', number(id)),
    });
    const parcels = edit.getByLabel(it.shipments.columns.parcels);
    await parcels.fill('0');
    await edit.getByLabel(it.shipments.columns.waybill).fill('—');
    await edit.getByRole('button', { name: it.shipments.page.save }).click();
    await expect(edit.getByText(it.shipments.validation.parcels)).toBeVisible();
    await expect(edit.getByText(it.shipments.validation.waybill)).toBeVisible();
    await expect(parcels).toHaveValue('0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `/tmp/shots-i33/e2e-parcels-error-${size}.png` });
    await parcels.fill('3');
    await edit.getByLabel(it.shipments.columns.waybill).fill('');
    await edit.getByRole('button', { name: it.shipments.page.save }).click();
    await expect(toast(page).filter({ hasText: it.shipments.success.parcels })).toBeVisible();
    await expect(edit).toHaveCount(0);

    // Ready, then shipped: without a waybill the dialog names the choice, and the e-mail words it.
    await drawer.getByRole('button', { name: it.shipments.page.moveTo.ready }).click();
    const ask = (action: string) =>
      page.getByRole('dialog', {
        name: it.shipments.page.moveTitle.replace('{{action}}', action).replace('{{number}}', number(id)),
      });
    await ask(it.shipments.page.moveTo.ready).getByRole('button', { name: it.shipments.page.moveTo.ready }).click();
    await expect(drawer.getByText(it.shipments.status.ready, { exact: true })).toBeVisible();
    // Still correctable once ready.
    await expect(drawer.getByRole('button', { name: it.shipments.page.editParcels })).toBeVisible();
    await drawer.getByRole('button', { name: it.shipments.page.moveTo.shipped }).click();
    const ship = ask(it.shipments.page.moveTo.shipped);
    await expect(ship).toContainText(it.shipments.page.withoutWaybillHint);
    await page.screenshot({ path: `/tmp/shots-i33/e2e-ship-without-${size}.png` });
    await ship.getByRole('button', { name: it.shipments.page.withoutWaybill }).click();
    await expect(drawer.getByText(it.shipments.status.shipped, { exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: it.shipments.page.editParcels })).toHaveCount(0);

    const mail = await waitForMail('agent@portal.example.it', (m) => m.subject.includes(number(id)));
    expect(mail.text).toContain('3 colli, senza lettera di vettura.');
    expect(mail.text).not.toContain('vettura -');
  });

  test(`the packing list prints and exports from the preparation's row and drawer (${size})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { id, client } = await preparation(page, false);
    await loginAndWait(page, 'admin');
    await page.goto(`/shipping/preparations?client=${client.id}`);
    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: it.shipments.page.packingPdfFor.replace('{{number}}', number(id)) }).click();
    const pdfFile = await pdf;
    expect(pdfFile.suggestedFilename()).toMatch(new RegExp(`${number(id)}.*\\.pdf$`));
    expect(
      readFileSync(await pdfFile.path())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    const xlsx = page.waitForEvent('download');
    await page
      .getByRole('button', { name: it.shipments.page.packingXlsxFor.replace('{{number}}', number(id)) })
      .click();
    expect((await xlsx).suggestedFilename()).toMatch(new RegExp(`${number(id)}.*\\.xlsx$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `/tmp/shots-i33/e2e-preparations-${size}.png` });

    await page.getByRole('button', { name: it.shipments.page.openFor.replace('{{number}}', number(id)) }).click();
    const drawer = page.getByRole('dialog', { name: it.shipments.page.detailTitle.replace('{{number}}', number(id)) });
    const fromDrawer = page.waitForEvent('download');
    await drawer.getByRole('button', { name: it.shipments.page.packingXlsx }).click();
    expect((await fromDrawer).suggestedFilename()).toMatch(/\.xlsx$/);
    const pdfDrawer = page.waitForEvent('download');
    await drawer.getByRole('button', { name: it.shipments.page.packingPdf }).click();
    expect((await pdfDrawer).suggestedFilename()).toMatch(/\.pdf$/);
    await page.screenshot({ path: `/tmp/shots-i33/e2e-drawer-${size}.png` });
  });
}

test('in French the corrections dialog, its refusal and the packing list buttons are translated (phone)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { id, client } = await preparation(page, true);
  await loginAndWait(page, 'admin');
  await page.evaluate(() => localStorage.setItem('portal.language', 'fr'));
  await page.goto(`/shipping/shipments?client=${client.id}`);
  await page.getByRole('button', { name: fr.shipments.page.openFor.replace('{{number}}', number(id)) }).click();
  const drawer = page.getByRole('dialog', { name: fr.shipments.page.detailTitle.replace('{{number}}', number(id)) });
  await expect(drawer.getByRole('button', { name: fr.shipments.page.packingPdf })).toBeVisible();
  await expect(drawer.getByRole('button', { name: fr.shipments.page.packingXlsx })).toBeVisible();
  await drawer.getByRole('button', { name: fr.shipments.page.editParcels }).click();
  const edit = page.getByRole('dialog', { name: fr.shipments.page.parcelsTitle.replace('{{number}}', number(id)) });
  await edit.getByLabel(fr.shipments.columns.parcels).fill('0');
  await edit.getByRole('button', { name: fr.shipments.page.save }).click();
  await expect(edit.getByText(fr.shipments.validation.parcels)).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-i33/e2e-parcels-error-fr-phone.png' });
});
