import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiToken, it, linkIn, loginAndWait, toast, unique, waitForMail } from './helpers';

const m = it.materials.page;
const s = it.shipments.page;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [k, v]) => out.replaceAll(`{{${k}}}`, String(v)), text);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const number = (id: number) => `SP${String(id).padStart(7, '0')}`;
/** A demo material with stock that the other browser tests leave alone. */
const CODE = 'MAT-00007';

async function signedIn(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAndWait(page, username);
  return page;
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: it.nav.label }).getByRole('link', { name, exact: true });

test('an agent asks for support material, admin accepts part, prepares, labels and ships it, the agent sees it shipped and gets the e-mail', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000); // Two users through the whole chain on a shared machine.
  // Look-ups only: one of the agent's clients and the material's name as the agent reads it.
  const headers = { 'access-token': await apiToken(request, 'agent') };
  const clients = await request.get('/it/v1.0/agencies/clients?sort=company_name&order=asc', { headers });
  const client = (await clients.json()).args.response.rows[0] as { id: number; company_name: string };
  const catalogue = await request.get(`/it/v1.0/agencies/materiali/${client.id}?q=${CODE}`, { headers });
  const material = (await catalogue.json()).args.response.rows.find(
    (r: { product_code: string }) => r.product_code === CODE,
  ) as { name: string };
  const label = `${CODE} ${material.name}`;
  const waybill = unique('BRT-');
  const notes = `Consegnare al mattino ${waybill}`;

  // 1. The agent opens Support materials, chooses the client and asks for 8 pieces.
  const agent = await signedIn(browser, 'agent');
  await menuLink(agent, m.supportTitle).click();
  await expect(agent.getByRole('heading', { level: 1, name: m.supportTitle })).toBeVisible();
  const picker = agent.getByRole('combobox', { name: m.client, exact: true });
  await picker.click();
  await picker.fill(client.company_name.slice(0, 8));
  // The option also names the client's code and city.
  await agent.getByRole('option', { name: new RegExp(`^${escapeRegExp(client.company_name)}`) }).click();
  await agent.getByRole('textbox', { name: m.search, exact: true }).fill(CODE);
  const card = agent.getByRole('article', { name: label });
  await card.getByRole('textbox', { name: fill(m.quantityFor, { name: label }) }).fill('8');
  const asked = agent.waitForResponse(
    (r) => r.url().endsWith(`/agencies/delivery/${client.id}`) && r.request().method() === 'POST',
  );
  await card.getByRole('button', { name: fill(m.requestFor, { name: label }) }).click();
  const requestId = (await (await asked).json()).args.response.ids[0] as number;
  await expect(toast(agent).filter({ hasText: it.materials.success.requestSent })).toBeVisible();

  // 2. Admin opens Agent requests and accepts 5 of the 8.
  const admin = await signedIn(browser, 'admin');
  await menuLink(admin, m.requestsTitle).click();
  await expect(admin.getByRole('radio', { name: it.materials.status.pending })).toBeChecked();
  await admin.getByRole('textbox', { name: m.search, exact: true }).fill(CODE);
  // Newest first: this run's request is the first of the client's pending ones.
  const pending = admin.getByRole('row').filter({ hasText: client.company_name }).first();
  await expect(pending).toContainText('8');
  await pending
    .getByRole('button', { name: fill(m.decideFor, { material: label, client: client.company_name }) })
    .click();
  await admin.getByRole('menuitem', { name: m.acceptPart }).click();
  const partial = admin.getByRole('dialog', { name: m.partialTitle });
  await partial.getByRole('textbox', { name: m.acceptedQuantity }).fill('5');
  await partial.getByRole('button', { name: m.acceptPart }).click();
  await expect(toast(admin).filter({ hasText: it.materials.success.partial })).toBeVisible();

  // 3. To be sent: the client's accepted request becomes a preparation.
  await menuLink(admin, s.toSendTitle).click();
  await expect(admin.getByRole('heading', { level: 1, name: s.toSendTitle })).toBeVisible();
  const clientFilter = admin.getByRole('combobox', { name: s.clientFilter, exact: true });
  await clientFilter.click();
  await clientFilter.fill(client.company_name.slice(0, 8));
  await admin.getByRole('option', { name: client.company_name, exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`client=${client.id}`));
  await admin.getByRole('checkbox', { name: fill(s.selectRow, { id: requestId }) }).check();
  await admin.getByRole('button', { name: s.prepare }).click();
  const prepare = admin.getByRole('dialog', { name: s.prepareTitle });
  await expect(prepare).toContainText(client.company_name);
  const prepared = admin.waitForResponse((r) => r.url().endsWith('/invio/session') && r.request().method() === 'POST');
  await prepare.getByRole('button', { name: s.prepare }).click();
  const shipmentId = (await (await prepared).json()).args.response.id as number;
  const shipment = number(shipmentId);
  await expect(toast(admin).filter({ hasText: it.shipments.success.prepared })).toBeVisible();

  // 4. Preparations: confirmed with two parcels and the waybill, labels printed, ready, shipped.
  await menuLink(admin, s.preparationsTitle).click();
  await admin.getByRole('button', { name: fill(s.openFor, { number: shipment }) }).click();
  const drawer = admin.getByRole('dialog', { name: fill(s.detailTitle, { number: shipment }) });
  await expect(drawer.getByRole('row').filter({ hasText: CODE })).toContainText('5');
  await drawer.getByRole('button', { name: s.moveTo.to_confirm }).click();
  const confirm = admin.getByRole('dialog', { name: s.confirmTitle });
  await confirm.getByRole('textbox', { name: it.shipments.columns.parcels }).fill('2');
  await confirm.getByRole('textbox', { name: it.shipments.columns.waybill }).fill(waybill);
  await confirm.getByRole('button', { name: s.moveTo.to_confirm }).click();
  await expect(drawer.getByText(it.shipments.status.to_confirm, { exact: true })).toBeVisible();
  await expect(drawer.getByText(waybill, { exact: true })).toBeVisible();
  await drawer.getByRole('textbox', { name: s.notes }).fill(notes);
  await drawer.getByRole('button', { name: `${s.save}: ${s.notes}` }).click();
  await expect(toast(admin).filter({ hasText: it.shipments.success.notes })).toBeVisible();

  const download = admin.waitForEvent('download');
  await drawer.getByRole('button', { name: s.labels }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toContain(shipment);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  const move = async (to: 'ready' | 'shipped') => {
    await drawer.getByRole('button', { name: s.moveTo[to] }).click();
    const ask = admin.getByRole('dialog', { name: fill(s.moveTitle, { action: s.moveTo[to], number: shipment }) });
    await ask.getByRole('button', { name: s.moveTo[to] }).click();
    await expect(drawer.getByText(it.shipments.status[to], { exact: true })).toBeVisible();
  };
  await move('ready');
  await move('shipped');
  await admin.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Shipped, it has left the Shipments screen for the archive, where the same drawer opens.
  await menuLink(admin, s.title).click();
  await expect(admin.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
  await expect(admin.getByRole('button', { name: fill(s.openFor, { number: shipment }) })).toHaveCount(0);
  await menuLink(admin, s.archiveTitle).click();
  await expect(admin.getByRole('heading', { level: 1, name: s.archiveTitle })).toBeVisible();
  await admin.getByRole('button', { name: fill(s.openFor, { number: shipment }) }).click();
  const archived = admin.getByRole('dialog', { name: fill(s.detailTitle, { number: shipment }) });
  await expect(archived.getByText(it.shipments.status.shipped, { exact: true })).toBeVisible();
  await expect(archived.getByText(waybill, { exact: true })).toBeVisible();

  // 5. The agent's e-mail, in Italian, links to the list of requests, where the request is shipped.
  const mail = await waitForMail('agent@portal.example.it', (mail) => mail.subject.includes(shipment));
  expect(mail.subject).toBe(`La spedizione ${shipment} è partita`);
  expect(mail.text).toContain(client.company_name);
  expect(mail.text).toContain(waybill);
  expect(mail.text).toContain(notes);
  await agent.goto(linkIn(mail));
  await expect(agent).toHaveURL((url) => url.pathname === '/material-requests');
  await expect(agent.getByRole('heading', { level: 1, name: m.myRequestsTitle })).toBeVisible();
  await agent.getByRole('textbox', { name: m.search, exact: true }).fill(CODE);
  const mine = agent.getByRole('row').filter({ hasText: shipment });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(client.company_name);
  await expect(mine).toContainText(it.materials.status.partial);
  await expect(mine).toContainText(fill(m.acceptedOf, { accepted: 5, quantity: 8 }));
  await expect(mine).toContainText(it.shipments.status.shipped);
  await expect(mine).toContainText(fill(m.waybill, { waybill }));
  // Shipped: 5, in its own column or, on a narrow laptop, under the shipment.
  const shipped = mine.getByRole('cell', { name: '5', exact: true }).nth(1);
  const folded = mine.getByText(`${it.materials.columns.shipped_quantity}: 5`);
  await expect(shipped.or(folded).first()).toBeVisible();
});
