import { expect, type Page, test } from '@playwright/test';
import { apiToken, it, loginAndWait, toast, unique, waitForMail } from './helpers';

const number = (id: number) => `SP${String(id).padStart(7, '0')}`;

/** An agent's request for one of their clients, accepted by admin: it waits in To be sent. */
async function acceptedRequest(page: Page) {
  const agent = await apiToken(page.request, 'agent');
  const admin = await apiToken(page.request, 'admin');
  const clients = await page.request.get('/it/v1.0/agencies/clients', { headers: { 'access-token': agent } });
  const client = (await clients.json()).args.response.rows[0] as { id: number; company_name: string };
  const asked = await page.request.post(`/it/v1.0/agencies/delivery/${client.id}`, {
    headers: { 'access-token': agent },
    data: { product_id: 4, product_code: 'MAT-00004', quantity: 3 },
  });
  expect(asked.status()).toBe(200);
  const request = (await asked.json()).args.response.ids[0] as number;
  const accepted = await page.request.post(`/it/v2.0/richieste-agenti/${request}`, {
    headers: { 'access-token': admin },
    data: { status: 'accepted', quantity: 3 },
  });
  expect(accepted.status()).toBe(200);
  return { client, request };
}

test('admin prepares, confirms, labels and ships a shipment; the agent reads it shipped with its notes', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { client, request } = await acceptedRequest(page);
  const waybill = unique('BRT-');
  const notes = `Consegna al mattino ${waybill}`;

  await loginAndWait(page, 'admin');
  const nav = page.getByRole('navigation', { name: it.nav.label });
  await expect(nav.getByText(it.nav.sections.materialManagement)).toBeVisible();
  await nav.getByRole('link', { name: it.shipments.page.toSendTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: it.shipments.page.toSendTitle })).toBeVisible();
  await page.goto(`/shipping/to-send?client=${client.id}`);
  await page.getByRole('checkbox', { name: it.shipments.page.selectRow.replace('{{id}}', String(request)) }).check();
  await page.getByRole('button', { name: it.shipments.page.prepare }).click();
  const prepare = page.getByRole('dialog', { name: it.shipments.page.prepareTitle });
  await expect(prepare).toContainText(client.company_name);
  const prepared = page.waitForResponse((r) => r.url().endsWith('/invio/session') && r.request().method() === 'POST');
  await prepare.getByRole('button', { name: it.shipments.page.prepare }).click();
  const id = (await (await prepared).json()).args.response.id as number;
  await expect(toast(page).filter({ hasText: it.shipments.success.prepared })).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: it.shipments.page.selectRow.replace('{{id}}', String(request)) }),
  ).toHaveCount(0);

  // The preparation is listed; its detail confirms it with two parcels and the waybill.
  await page.goto(`/shipping/preparations?client=${client.id}`);
  await page.getByRole('button', { name: it.shipments.page.openFor.replace('{{number}}', number(id)) }).click();
  const drawer = page.getByRole('dialog', { name: it.shipments.page.detailTitle.replace('{{number}}', number(id)) });
  await expect(drawer.getByText('MAT-00004')).toBeVisible();
  await drawer.getByRole('button', { name: it.shipments.page.moveTo.to_confirm }).click();
  const confirm = page.getByRole('dialog', { name: it.shipments.page.confirmTitle });
  await confirm.getByLabel(it.shipments.columns.parcels).fill('2');
  await confirm.getByLabel(it.shipments.columns.waybill).fill(waybill);
  await confirm.getByRole('button', { name: it.shipments.page.moveTo.to_confirm }).click();
  await expect(drawer.getByText(it.shipments.status.to_confirm)).toBeVisible();
  await expect(drawer.getByText(waybill)).toBeVisible();

  await drawer.getByRole('textbox', { name: it.shipments.page.notes }).fill(notes);
  await drawer.getByRole('button', { name: `${it.shipments.page.save}: ${it.shipments.page.notes}` }).click();
  await expect(toast(page).filter({ hasText: it.shipments.success.notes }).first()).toBeVisible();
  await drawer.getByRole('textbox', { name: it.shipments.page.internalNote }).fill('Solo per noi');
  await drawer.getByRole('button', { name: `${it.shipments.page.save}: ${it.shipments.page.internalNote}` }).click();

  const ask = (action: string) =>
    page.getByRole('dialog', {
      name: it.shipments.page.moveTitle.replace('{{action}}', action).replace('{{number}}', number(id)),
    });
  await drawer.getByRole('button', { name: it.shipments.page.moveTo.ready }).click();
  await ask(it.shipments.page.moveTo.ready).getByRole('button', { name: it.shipments.page.moveTo.ready }).click();
  await expect(drawer.getByText(it.shipments.status.ready, { exact: true })).toBeVisible();

  // Labels: one PDF for the shipment.
  const labels = page.waitForResponse((r) => r.url().endsWith(`/spedizioni/${id}/labels`));
  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: it.shipments.page.labels }).click();
  const response = await labels;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await download).suggestedFilename()).toContain(number(id));

  await drawer.getByRole('button', { name: it.shipments.page.moveTo.shipped }).click();
  await ask(it.shipments.page.moveTo.shipped).getByRole('button', { name: it.shipments.page.moveTo.shipped }).click();
  await expect(drawer.getByText(it.shipments.status.shipped, { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: it.shipments.page.moveTo.to_confirm })).toHaveCount(0);

  // The agent who asked is told by e-mail, in their language, with the parcels, waybill and notes.
  const mail = await waitForMail('agent@portal.example.it', (m) => m.subject.includes(number(id)));
  expect(mail.subject).toBe(`La spedizione ${number(id)} è partita`);
  expect(mail.text).toContain(client.company_name);
  expect(mail.text).toContain('2 colli');
  expect(mail.text).toContain(waybill);
  expect(mail.text).toContain(notes);
  expect(mail.text).not.toContain('Solo per noi');

  // The agent reads it shipped, with the shipping notes and the waybill, never the internal note.
  await page.keyboard.press('Escape');
  await expect(toast(page)).toHaveCount(0, { timeout: 20_000 });
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: it.auth.page.signOut }).click();
  await loginAndWait(page, 'agent');
  await page
    .getByRole('navigation', { name: it.nav.label })
    .getByRole('link', { name: it.shipments.page.title })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: it.shipments.page.title })).toBeVisible();
  await page.goto(`/my-shipments?status=shipped&client=${client.id}`);
  await page.getByRole('button', { name: it.shipments.page.openFor.replace('{{number}}', number(id)) }).click();
  const view = page.getByRole('dialog', { name: it.shipments.page.detailTitle.replace('{{number}}', number(id)) });
  await expect(view.getByText(it.shipments.status.shipped, { exact: true })).toBeVisible();
  await expect(view.getByText(notes)).toBeVisible();
  await expect(view.getByText(waybill, { exact: true })).toBeVisible();
  await expect(view.getByText(it.shipments.page.internalNote)).toHaveCount(0);
  await expect(view.getByText('Solo per noi')).toHaveCount(0);
  await expect(view.getByRole('button', { name: it.shipments.page.labels })).toHaveCount(0);

  // The search box finds it by its waybill among all the agency's shipments (the list took the
  // text and answered every shipment).
  await page.keyboard.press('Escape');
  await page.goto('/my-shipments');
  const details = page.getByRole('button', { name: it.shipments.page.openFor.replace(' {{number}}', '') });
  await expect(details.first()).toBeVisible();
  await page.getByRole('textbox', { name: it.shipments.page.search, exact: true }).fill(waybill);
  await expect(details).toHaveCount(1);
  await expect(
    page.getByRole('button', { name: it.shipments.page.openFor.replace('{{number}}', number(id)) }),
  ).toBeVisible();
});
