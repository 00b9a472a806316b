import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiToken, it, loginAndWait, toast, unique } from './helpers';

const m = it.materials.page;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

/** A 1×1 PNG: the server recognises images by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A material of the test's own, with `stock` pieces loaded, made through the API as staff do. */
async function createMaterial(request: APIRequestContext, stock: number) {
  const admin = await apiToken(request, 'admin');
  const headers = { 'access-token': admin };
  const families = (await (await request.get('/it/v1.0/materiali/get-families', { headers })).json()).args.response;
  const code = unique('E2E-').slice(0, 40);
  const name = `Catalogo prova ${code}`;
  const created = await request.post('/it/v1.0/materiali/product', {
    headers,
    data: { product_code: code, family_id: families[0].id, names: { it: name } },
  });
  expect(created.status()).toBe(200);
  const id = (await created.json()).args.response.id as number;
  if (stock > 0) {
    const load = await request.post(`/it/v1.0/materiali/carico/${id}`, { headers, data: { quantity: stock } });
    expect(load.status()).toBe(200);
  }
  return { id, code, name };
}

/** One of the agent's clients, by the API the client picker searches. */
async function agentClient(request: APIRequestContext, index = 0) {
  const token = await apiToken(request, 'agent');
  const list = await request.get('/it/v1.0/agencies/clients?sort=company_name&order=asc', {
    headers: { 'access-token': token },
  });
  const row = (await list.json()).args.response.rows[index];
  return { id: row.id as number, name: row.company_name as string, token };
}

async function signedIn(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAndWait(page, username);
  return page;
}

async function pickClient(page: Page, label: string, name: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(name.slice(0, 8));
  await page.getByRole('option', { name }).click();
}

test('an agent requests a material for a client, sales accept part, the agent sees it partly accepted', async ({
  browser,
  request,
}) => {
  test.slow(); // Two users, each signed in.
  const material = await createMaterial(request, 50);
  const client = await agentClient(request);

  const agent = await signedIn(browser, 'agent');
  await agent.getByRole('navigation', { name: it.nav.label }).getByRole('link', { name: m.supportTitle }).click();
  await expect(agent.getByRole('heading', { level: 1, name: m.supportTitle })).toBeVisible();
  await expect(agent.getByText(m.noClient)).toBeVisible();
  await pickClient(agent, m.client, client.name);
  await agent.getByRole('textbox', { name: m.search, exact: true }).fill(material.code);
  const card = agent.getByRole('article', { name: `${material.code} ${material.name}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('50', { exact: true })).toBeVisible();
  const quantity = card.getByRole('textbox', {
    name: fill(m.quantityFor, { name: `${material.code} ${material.name}` }),
  });
  await quantity.fill('9');
  await card.getByRole('button', { name: new RegExp(`^${m.increase}`) }).click();
  await expect(quantity).toHaveValue('10');
  await card.getByRole('button', { name: fill(m.requestFor, { name: `${material.code} ${material.name}` }) }).click();
  await expect(toast(agent).filter({ hasText: it.materials.success.requestSent })).toBeVisible();
  // What this client already asked for is counted at once.
  await expect(card.getByText('10', { exact: true })).toBeVisible();

  const sales = await signedIn(browser, 'sales');
  await sales.goto('/agent-requests');
  await expect(sales.getByRole('radio', { name: it.materials.status.pending })).toBeChecked();
  await sales.getByRole('textbox', { name: m.search, exact: true }).fill(material.code);
  const row = sales.getByRole('row').filter({ hasText: material.code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(client.name);
  await row
    .getByRole('button', {
      name: fill(m.decideFor, { material: `${material.code} ${material.name}`, client: client.name }),
    })
    .click();
  await sales.getByRole('menuitem', { name: m.acceptPart }).click();
  const dialog = sales.getByRole('dialog', { name: m.partialTitle });
  const accepted = dialog.getByRole('textbox', { name: m.acceptedQuantity });
  // A partial acceptance must stay below the request.
  await accepted.fill('10');
  await dialog.getByRole('button', { name: m.acceptPart }).click();
  await expect(dialog.getByText(fill(it.materials.errors.partialBelow, { quantity: 10 }))).toBeVisible();
  await accepted.fill('6');
  await dialog.getByRole('button', { name: m.acceptPart }).click();
  await expect(toast(sales).filter({ hasText: it.materials.success.partial })).toBeVisible();
  await expect(row).toHaveCount(0);

  await agent.goto('/material-requests');
  await agent.getByRole('textbox', { name: m.search, exact: true }).fill(material.code);
  const mine = agent.getByRole('row').filter({ hasText: material.code });
  await expect(mine).toContainText(it.materials.status.partial);
  await expect(mine).toContainText(fill(m.acceptedOf, { accepted: 6, quantity: 10 }));
  // Accepted 6, and those 6 still to deliver (the request's own pieces, not the stock).
  await expect(mine.getByRole('cell', { name: '6', exact: true })).toHaveCount(2);
});

test('accepting more than is left is refused with the pieces still available', async ({ browser, request }) => {
  const material = await createMaterial(request, 5);
  const client = await agentClient(request);
  const ask = async (quantity: number) => {
    const res = await request.post(`/it/v1.0/agencies/delivery/${client.id}`, {
      headers: { 'access-token': client.token },
      data: { product_id: material.id, product_code: material.code, quantity },
    });
    expect(res.status()).toBe(200);
  };
  await ask(4);
  await ask(3);

  const admin = await signedIn(browser, 'admin');
  await admin.goto('/agent-requests');
  await admin.getByRole('textbox', { name: m.search, exact: true }).fill(material.code);
  const rows = admin.getByRole('row').filter({ hasText: material.code });
  await expect(rows).toHaveCount(2);
  // Newest first: the request for 3 is accepted, then the one for 4 finds only 2 pieces.
  for (const expected of [it.materials.success.accepted, fill(it.materials.errors.notEnoughStock, { available: 2 })]) {
    await rows.first().getByRole('button', { name: m.accept, exact: true }).click();
    await admin.getByRole('dialog', { name: m.acceptConfirmTitle }).getByRole('button', { name: m.accept }).click();
    await expect(toast(admin).filter({ hasText: expected })).toBeVisible();
  }
  await expect(rows).toHaveCount(1);
  // Sales can still correct the pending quantity to what is there, then accept it.
  const what = { material: `${material.code} ${material.name}`, client: client.name };
  await rows
    .first()
    .getByRole('button', { name: fill(m.decideFor, what) })
    .click();
  await admin.getByRole('menuitem', { name: m.correct }).click();
  const dialog = admin.getByRole('dialog', { name: m.correctTitle });
  await dialog.getByRole('textbox', { name: m.quantity }).fill('2');
  await dialog.getByRole('button', { name: m.save }).click();
  await expect(toast(admin).filter({ hasText: it.materials.success.quantitySaved })).toBeVisible();
  // Requested 2, and 2 still to deliver.
  await expect(rows.first().getByRole('cell', { name: '2', exact: true })).toHaveCount(2);
  await rows.first().getByRole('button', { name: m.accept, exact: true }).click();
  await admin.getByRole('dialog', { name: m.acceptConfirmTitle }).getByRole('button', { name: m.accept }).click();
  await expect(rows).toHaveCount(0);
});

test('a request the agent changes while admin decides is refused, shown anew, then decided as seen', async ({
  browser,
  request,
}) => {
  const material = await createMaterial(request, 20);
  const client = await agentClient(request);
  const asked = await request.post(`/it/v1.0/agencies/delivery/${client.id}`, {
    headers: { 'access-token': client.token },
    data: { product_id: material.id, product_code: material.code, quantity: 2 },
  });
  expect(asked.status()).toBe(200);
  const id = (await asked.json()).args.response.ids[0] as number;

  const admin = await signedIn(browser, 'admin');
  await admin.goto('/agent-requests');
  // The filtered list must have answered before the agent's change: an answer arriving after it
  // would show the dialog the new quantity, which staff would then have seen.
  const searched = admin.waitForResponse(
    (r) => r.url().includes('/materiali/request-agencies/') && r.url().includes(material.code),
  );
  await admin.getByRole('textbox', { name: m.search, exact: true }).fill(material.code);
  await searched;
  const row = admin.getByRole('row').filter({ hasText: material.code });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: m.accept, exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: m.acceptConfirmTitle });
  const what = { material: `${material.code} ${material.name}`, client: client.name };
  await expect(dialog).toContainText(fill(m.acceptConfirm, { quantity: 2, ...what }));

  // The agent raises it to 9 while the dialog is open.
  const raised = await request.put(`/it/v1.0/materiali/request/${id}`, {
    headers: { 'access-token': client.token },
    data: { quantity: 9 },
  });
  expect(raised.status()).toBe(200);
  await dialog.getByRole('button', { name: m.accept }).click();
  await expect(dialog.getByRole('alert')).toHaveText(fill(it.materials.errors.changed, { quantity: 9 }));
  await expect(dialog).toContainText(fill(m.acceptConfirm, { quantity: 9, ...what }));
  // Requested 9, and 9 still to deliver.
  await expect(row.getByRole('cell', { name: '9', exact: true })).toHaveCount(2);

  // Seen now: accepted as shown, the 9 pieces.
  await dialog.getByRole('button', { name: m.accept }).click();
  await expect(toast(admin).filter({ hasText: it.materials.success.accepted })).toBeVisible();
  await expect(row).toHaveCount(0);
  const detail = await request.get(`/it/v1.0/materiali/product/${material.id}`, {
    headers: { 'access-token': await apiToken(request, 'admin') },
  });
  expect((await detail.json()).args.response.committed).toBe(9);
});

test('admin creates a material with an image and a load and sees its counters', async ({ page }) => {
  test.slow(); // A long story on a shared machine.
  await loginAndWait(page, 'admin');
  await page.goto('/materials');
  const code = unique('E2E-NEW-').slice(0, 40);
  const name = `Espositore prova ${code}`;
  await page.getByRole('button', { name: m.newMaterial }).click();
  const drawer = page.getByRole('dialog', { name: m.newMaterial });
  await expect(drawer.getByText(m.saveFirst)).toBeVisible();
  await drawer.getByRole('button', { name: m.save }).click();
  await expect(drawer.getByText(it.validation.required).first()).toBeVisible();
  await drawer.getByRole('textbox', { name: it.materials.fields.product_code, exact: true }).fill(code);
  await drawer.getByRole('combobox', { name: it.materials.fields.family_id }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await drawer.getByRole('textbox', { name: `${it.materials.fields.names} (Italiano)` }).fill(name);
  await drawer.getByRole('tab', { name: 'Français' }).click();
  await drawer.getByRole('textbox', { name: `${it.materials.fields.names} (Français)` }).fill(`Présentoir ${code}`);
  await drawer.getByRole('textbox', { name: it.materials.fields.price }).fill('12,5');
  await drawer.getByRole('button', { name: m.save }).click();
  await expect(toast(page).filter({ hasText: it.materials.success.created })).toBeVisible();

  // Saved: the same drawer now edits it, with its image and loads.
  const edit = page.getByRole('dialog', { name: `${m.editMaterial} · ${code}` });
  await expect(edit.getByRole('textbox', { name: it.materials.fields.price })).toHaveValue('12,50');
  const file = edit.locator('input[type="file"]');
  await file.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(edit.getByRole('alert')).toHaveText(it.materials.errors.image);
  await file.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(9 * 1024 * 1024 + 1),
  });
  await expect(edit.getByRole('alert')).toHaveText(it.validation.fileTooLarge);
  await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page).filter({ hasText: it.materials.success.imageSaved })).toBeVisible();
  const image = edit.getByRole('img', { name: fill(m.imageOf, { name }) });
  await expect(image).toHaveAttribute('src', /\/it\/v1\.0\/materiali\/image\/\d+\?v=/);

  const pieces = edit.getByRole('textbox', { name: m.loadQuantity, exact: true });
  await pieces.fill('120');
  await edit.getByRole('textbox', { name: m.loadCode }).fill('RUN-E2E');
  await edit.getByRole('button', { name: m.addLoad }).click();
  await expect(toast(page).filter({ hasText: it.materials.success.loadSaved })).toBeVisible();
  await expect(edit.getByRole('row').filter({ hasText: 'RUN-E2E' })).toContainText('120');
  const counter = (key: 'realised' | 'available' | 'committed') => edit.locator(`[data-counter="${key}"] dd`);
  await expect(counter('realised')).toHaveText('120');
  await expect(counter('available')).toHaveText('120');
  await expect(counter('committed')).toHaveText('0');
  await edit.getByRole('button', { name: it.common.close }).click();

  await page.getByRole('textbox', { name: m.search, exact: true }).fill(code);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: fill(m.imageOf, { name }) })).toBeVisible();
  await expect(row.getByRole('cell', { name: '120', exact: true })).toHaveCount(2);
});

test('a material is archived, found in the archive and restored', async ({ page, request }) => {
  const material = await createMaterial(request, 0);
  const label = `${material.code} ${material.name}`;
  await loginAndWait(page, 'sales');
  await page.goto('/materials');
  await page.getByRole('textbox', { name: m.search, exact: true }).fill(material.code);
  const row = page.getByRole('row').filter({ hasText: material.code });
  await row.getByRole('button', { name: fill(m.addFavourite, { name: label }) }).click();
  await expect(row.getByRole('button', { name: fill(m.removeFavourite, { name: label }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await row.getByRole('button', { name: fill(m.hide, { name: label }) }).click();
  await expect(row.getByRole('button', { name: fill(m.show, { name: label }) })).toBeVisible();
  await row.getByRole('button', { name: fill(m.moreFor, { name: label }) }).click();
  await page.getByRole('menuitem', { name: m.archive }).click();
  await page.getByRole('dialog', { name: m.archiveConfirmTitle }).getByRole('button', { name: m.archive }).click();
  // Out of the catalogue (the toasts say "Changes saved" for each of the three changes).
  await expect(row).toHaveCount(0);

  await page
    .getByRole('navigation', { name: it.nav.label })
    .getByRole('link', { name: m.archiveTitle, exact: true })
    .click();
  await page.getByRole('textbox', { name: m.search, exact: true }).fill(material.code);
  const archived = page.getByRole('row').filter({ hasText: material.code });
  await archived.getByRole('button', { name: fill(m.restoreFor, { name: label }) }).click();
  await expect(archived).toHaveCount(0);

  await page.goto(`/materials?q=${material.code}`);
  await expect(page.getByRole('row').filter({ hasText: material.code })).toHaveCount(1);
});

test('an agent sends one mass request for two clients', async ({ page, request }) => {
  const material = await createMaterial(request, 30);
  const first = await agentClient(request, 0);
  const second = await agentClient(request, 1);
  await loginAndWait(page, 'agent');
  await page.goto('/support-materials');
  await page.getByText(m.modeMass, { exact: true }).click();
  const line = (n: number) => page.getByRole('group', { name: fill(m.line, { line: n }) });
  await pickClient(page, m.client, first.name);
  const materialBox = line(1).getByRole('combobox', { name: m.material });
  await materialBox.click();
  await materialBox.fill(material.code);
  await page.getByRole('option', { name: `${material.code} ${material.name}` }).click();
  await page.getByRole('button', { name: m.addLine }).click();
  // The new line keeps the material; only the client is left to choose.
  await expect(line(2).getByRole('combobox', { name: m.material })).toHaveValue(`${material.code} ${material.name}`);
  const secondClient = line(2).getByRole('combobox', { name: m.client, exact: true });
  await secondClient.click();
  await secondClient.fill(second.name.slice(0, 8));
  await page.getByRole('option', { name: second.name }).click();
  await line(2).getByRole('textbox', { name: m.quantity }).fill('3');
  await page.getByRole('textbox', { name: m.massDescription }).fill('Fiera E2E');
  await page.getByRole('button', { name: m.sendMass }).click();
  await expect(toast(page).filter({ hasText: it.materials.success.requestSent })).toBeVisible();

  await page.goto(`/material-requests?q=${material.code}`);
  const rows = page.getByRole('row').filter({ hasText: material.code });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: second.name })).toContainText('3');
  await expect(rows.first()).toContainText(m.massBatch);
});

test('on a phone, a request nothing was shipped for has no "Shipped" line on its card', async ({
  browser,
  request,
}) => {
  const material = await createMaterial(request, 5);
  const client = await agentClient(request);
  const res = await request.post(`/it/v1.0/agencies/delivery/${client.id}`, {
    headers: { 'access-token': client.token },
    data: { product_id: material.id, product_code: material.code, quantity: 2 },
  });
  expect(res.status()).toBe(200);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await loginAndWait(page, 'agent');
  await page.goto(`/material-requests?q=${material.code}`);
  const card = page.getByRole('article').filter({ hasText: material.code });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(it.materials.columns.quantity);
  await expect(card).not.toContainText(it.materials.columns.shipped_quantity);
  await context.close();
});
