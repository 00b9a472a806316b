import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiToken, fr, it, loginAndWait, MAIL_API, PASSWORD, unique } from './helpers';

/*
 * Issue 30 §2, the order form on the road: an agent on a phone fills an order with two
 * attachments, loses the connection before sending, reloads (the service worker serves the app),
 * and the order leaves once the connection is back: stored once, e-mailed once to the order office
 * with its attachments, and a copy to the agent.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const OFFICE = 'ordini@portal.example.it';

// The service worker is what serves the app on a reload without a connection.
test.use({ serviceWorkers: 'allow' });

type CaughtMail = { to: string[]; subject: string; attachments: { filename: string; size: number }[] };

async function mailsTo(address: string): Promise<CaughtMail[]> {
  return (await fetch(`${MAIL_API}?to=${encodeURIComponent(address)}`)).json() as Promise<CaughtMail[]>;
}

/** A small real PDF and PNG: the server reads the type from the bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** One of the agent's clients with a customer code and a province, as the picker offers them. */
async function agentClient(request: APIRequestContext, token: string) {
  const answer = await request.get('/it/v1.0/agencies/get-clients', { headers: { 'access-token': token } });
  const clients = (await answer.json()).args.response as {
    id: number;
    company_name: string;
    code: string | null;
    province: string | null;
  }[];
  const client = clients.find((c) => c.code?.length === 6 && c.province?.length === 2);
  if (!client) throw new Error('the demo agent has no client with a code and a province');
  return client;
}

async function ordersWith(request: APIRequestContext, token: string, reference: string) {
  const answer = await request.get(`/it/v1.0/order-form?q=${encodeURIComponent(reference)}`, {
    headers: { 'access-token': token },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).args.response as {
    total: number;
    rows: { id: number; number: string; state: string }[];
  };
}

/** Waits until the service worker controls the page, so a reload without a connection still opens the app. */
async function underServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

test('an agent on a phone sends an order with two attachments after losing the connection: it arrives once', async ({
  page,
  context,
  request,
}) => {
  const token = await apiToken(request, 'agent');
  const client = await agentClient(request, token);
  const reference = unique('Road ');
  const officeBefore = (await mailsTo(OFFICE)).length;
  await page.setViewportSize(PHONE);
  await loginAndWait(page, 'agent');
  await page.goto('/order-form');
  await underServiceWorker(page);

  const form = it.orderForm;
  await page
    .getByRole('combobox', { name: `${form.fields.client} *`, exact: true })
    .fill(client.company_name.slice(0, 12));
  await page.getByRole('option', { name: client.company_name }).first().click();
  // The client's customer code and province fill in.
  await expect(page.getByLabel(form.fields.customer_code)).toHaveValue(client.code ?? '');
  await expect(page.getByLabel(form.fields.province)).toHaveValue(client.province ?? '');
  await page.getByLabel(form.fields.model).fill('Linea 40');
  await page.getByLabel(form.fields.finish).fill('Rovere naturale');
  await page.getByLabel(form.fields.handle).fill('Gola');
  await page.getByLabel(form.fields.top).fill('Quarzo bianco');
  await page.getByLabel(form.fields.carcass).fill('Bianco');
  await page.getByLabel(form.fields.plinth).fill('Alluminio');
  await page.getByLabel(form.fields.feet).fill('Regolabili');
  await page.getByLabel(form.fields.reference).fill(reference);
  await page.getByLabel(form.fields.payment).fill('Bonifico 30 giorni');
  await page.getByLabel(form.fields.requested_delivery_date).fill('2099-03-15');
  await page.getByLabel(form.fields.quantity).nth(0).fill('2');
  await page.getByLabel(form.fields.description).nth(0).fill('Base 60 cm con cassetti');
  await page.getByRole('button', { name: form.page.addLine }).click();
  await page.getByLabel(form.fields.quantity).nth(1).fill('1');
  await page.getByLabel(form.fields.description).nth(1).fill('Pensile 80 cm');
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'pianta.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'foto.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const attachments = page.getByRole('list', { name: form.fields.attachments });
  await expect(attachments.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('checkbox', { name: form.fields.privacy_consent }).check();
  await expect(page.getByTestId('draft-status')).not.toBeEmpty();
  await shot(page, 'order-form-phone-it');

  // A reload (a crash) brings the draft back, attachments included.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByLabel(form.fields.reference)).toHaveValue(reference);
  await expect(page.getByLabel(form.fields.description).nth(1)).toHaveValue('Pensile 80 cm');
  await expect(attachments.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: form.fields.privacy_consent })).toBeChecked();

  // The signal goes before Send: the order waits on this device.
  await context.setOffline(true);
  await page.getByRole('button', { name: form.page.send, exact: true }).click();
  const queued = page.getByTestId('queued-order');
  await expect(queued).toHaveAttribute('data-state', 'waiting');
  await expect(queued.getByText(form.device.state.waiting)).toBeVisible();
  await expect(page.getByLabel(form.fields.reference)).toHaveValue('');
  await shot(page, 'order-form-phone-it-waiting');
  expect((await ordersWith(request, token, reference)).total).toBe(0);

  // The connection is back: the order leaves by itself, once.
  await context.setOffline(false);
  await expect(page.getByTestId('queued-order')).toHaveAttribute('data-state', 'sent', { timeout: 20_000 });
  const stored = await ordersWith(request, token, reference);
  expect(stored.total).toBe(1);
  const order = stored.rows[0];
  expect(order?.state).toBe('sent');

  const deadline = Date.now() + 20_000;
  let office: CaughtMail[] = [];
  while (Date.now() < deadline) {
    office = (await mailsTo(OFFICE)).filter((m) => m.subject.includes(order?.number ?? '?'));
    if (office.length > 0) break;
    await page.waitForTimeout(250);
  }
  expect(office).toHaveLength(1);
  const names = office[0]?.attachments.map((a) => a.filename) ?? [];
  expect(names).toEqual(expect.arrayContaining(['pianta.pdf', 'foto.png']));
  // The agent's copy, with the same attachments.
  const me = await request.get('/it/v1.0/auth/me', { headers: { 'access-token': token } });
  const agentEmail = (await me.json()).args.response.email as string;
  let copies: CaughtMail[] = [];
  while (Date.now() < deadline + 10_000) {
    copies = (await mailsTo(agentEmail)).filter((m) => m.subject.includes(order?.number ?? '?'));
    if (copies.length > 0) break;
    await page.waitForTimeout(250);
  }
  expect(copies, agentEmail).toHaveLength(1);
  expect(copies[0]?.attachments.map((a) => a.filename)).toEqual(expect.arrayContaining(['pianta.pdf', 'foto.png']));

  // Nothing leaves twice: another reload, the app's start, sends nothing more.
  await page.reload();
  await expect(page.getByTestId('queued-order')).toHaveAttribute('data-state', 'sent');
  await page.waitForTimeout(1500);
  expect((await ordersWith(request, token, reference)).total).toBe(1);
  expect((await mailsTo(OFFICE)).filter((m) => m.subject.includes(order?.number ?? '?'))).toHaveLength(1);
  expect((await mailsTo(OFFICE)).length).toBe(officeBefore + 1);
  expect((await mailsTo(agentEmail)).filter((m) => m.subject.includes(order?.number ?? '?'))).toHaveLength(1);

  // The order's page: its fields, lines and attachments.
  await page.getByRole('link', { name: form.device.open }).click();
  await expect(
    page.getByRole('heading', { name: form.page.orderTitle.replace('{{number}}', order?.number ?? '') }),
  ).toBeVisible();
  await expect(page.getByText('Pensile 80 cm')).toBeVisible();
  await expect(page.getByRole('button', { name: 'pianta.pdf' })).toBeVisible();
  await shot(page, 'order-phone-it');
});

test('a send with a missing field shows the spec §5 messages on the form and sends nothing', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await loginAndWait(page, 'agent');
  await page.goto('/order-form');
  const form = it.orderForm;
  await page.getByLabel(form.fields.province).fill('MIL');
  await page.getByLabel(form.fields.quantity).nth(0).fill('dieci');
  // Leaving the field shows its message (and moves the buttons below it) before Send is pressed.
  await page.getByLabel(form.fields.quantity).nth(0).blur();
  await expect(page.getByText(it.validation.numericOnly)).toBeVisible();
  await page.getByRole('button', { name: form.page.send, exact: true }).click();
  await expect(page.getByText(it.validation.completeRequired).first()).toBeVisible();
  await expect(page.getByText(it.validation.customerCodeLength)).toBeVisible();
  await expect(page.getByText(it.validation.numericOnly)).toBeVisible();
  await expect(page.getByText(it.validation.privacyRequired)).toBeVisible();
  await expect(page.getByText(form.errors.clientRequired)).toBeVisible();
  await expect(page.getByTestId('queued-order')).toHaveCount(0);
  await shot(page, 'order-form-laptop-it-errors');
});

test('the orders list and an order in French, on a laptop and a phone', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: LAPTOP });
  await context.addInitScript(() => localStorage.setItem('portal.language', 'fr'));
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[name="username"]').fill('agent');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: fr.auth.page.signIn }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: fr.orderForm.page.listTitle })).toBeVisible();
  const firstRow = page
    .getByRole('button', { name: new RegExp(fr.orderForm.page.openFor.replace('{{number}}', '')) })
    .first();
  await expect(firstRow).toBeVisible();
  await shot(page, 'orders-laptop-fr');
  await firstRow.click();
  await expect(page.getByRole('button', { name: fr.orderForm.page.pdf, exact: true })).toBeVisible();
  await shot(page, 'order-laptop-fr');
  await page.setViewportSize(PHONE);
  await page.goto('/orders');
  await expect(firstRow).toBeVisible();
  await shot(page, 'orders-phone-fr');
  await page.goto('/order-form');
  await expect(page.getByRole('heading', { name: fr.orderForm.page.title })).toBeVisible();
  await shot(page, 'order-form-phone-fr');
  await context.close();
});
