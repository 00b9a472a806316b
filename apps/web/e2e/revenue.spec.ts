import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { apiToken, it, loginAndWait, toast } from './helpers';

/** The agency a user belongs to, as the session says. */
async function agencyOf(request: APIRequestContext, username: string) {
  const token = await apiToken(request, username);
  const me = await request.get('/it/v1.0/auth/me', { headers: { 'access-token': token } });
  expect(me.status()).toBe(200);
  const agency = (await me.json()).args.response.agency as { id: number; name: string };
  expect(agency).toBeTruthy();
  return agency;
}

function noSeriousAxe(page: Page) {
  return expectNoSeriousAxe(page, 'revenue');
}

const P = it.sales.page;
const euro = (n: number) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n);

test('admin drills from the network to an agency and a client, and sets a budget the agent then reads', async ({
  browser,
  request,
}) => {
  test.slow(); // Two users on every level of the drill-down, each screen scanned by axe.
  const agency = await agencyOf(request, 'agent');
  // Unique per run, so a rerun on the same database shows its own amount.
  const amount = 100_000 + Math.floor(Math.random() * 800_000);

  const admin = await (await browser.newContext()).newPage();
  await loginAndWait(admin, 'admin');
  // The landing screen first: a click during the redirect to it would be lost.
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await admin.getByRole('navigation', { name: it.nav.label }).getByRole('link', { name: P.title }).click();
  await expect(admin.getByRole('heading', { name: P.title, level: 1 })).toBeVisible();
  const network = admin.getByRole('table', { name: P.byAgency });
  await expect(network.getByRole('row', { name: new RegExp(P.total) })).toBeVisible();
  await expect(admin.getByRole('region', { name: P.chartTitle })).toBeVisible();

  // Network → the agent's agency.
  await network.getByRole('link', { name: agency.name, exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`agency=${agency.id}`));
  const clients = admin.getByRole('table', { name: P.byClient });
  await expect(clients.getByRole('row').nth(1)).toBeVisible();
  await expect(admin.getByRole('navigation', { name: P.levels }).getByRole('link', { name: P.network })).toBeVisible();
  await noSeriousAxe(admin);

  // The agency's whole table as a spreadsheet named after it.
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: P.export }).click();
  const file = (await download).suggestedFilename();
  expect(file).toMatch(new RegExp(`^${P.title} - ${agency.name} - \\d{4} - .*\\.xlsx$`));

  // → its first client, then back up with the browser.
  const client = clients.getByRole('link').first();
  const clientName = (await client.textContent()) ?? '';
  await client.click();
  await expect(admin).toHaveURL(/client=\d+/);
  await expect(admin.getByRole('table', { name: P.byCategory })).toBeVisible();
  await expect(admin.getByRole('navigation', { name: P.levels })).toContainText(clientName);
  await admin.goBack();
  await expect(admin.getByRole('table', { name: P.byClient })).toBeVisible();

  // The furniture budget of the year.
  await admin.getByRole('button', { name: P.editBudget }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const furniture = dialog.getByLabel(it.sales.revenueCategories.furniture, { exact: true });
  await furniture.fill(String(amount));
  await dialog.getByRole('button', { name: P.save }).click();
  await expect(toast(admin).filter({ hasText: it.sales.success.budgetSaved })).toBeVisible();
  await expect(dialog).toBeHidden();
  const budget = admin.getByRole('region', {
    name: P.budgetTitle.replace('{{year}}', String(new Date().getFullYear())),
  });
  await expect(budget).toContainText(euro(amount));
  await admin.context().close();

  // The agent: the own clients, the budget read-only, no other agency.
  const agent = await (await browser.newContext()).newPage();
  await loginAndWait(agent, 'agent');
  await expect(agent.getByRole('heading', { level: 1 })).toBeVisible();
  await agent.getByRole('navigation', { name: it.nav.label }).getByRole('link', { name: P.title }).click();
  await expect(agent.getByRole('table', { name: P.byClient })).toBeVisible();
  const readOnly = agent.getByRole('region', {
    name: P.budgetTitle.replace('{{year}}', String(new Date().getFullYear())),
  });
  await expect(readOnly).toContainText(euro(amount));
  await expect(readOnly).toContainText(P.budgetReadOnly);
  await expect(agent.getByRole('button', { name: P.editBudget })).toHaveCount(0);
  await expect(agent.getByRole('navigation', { name: P.levels })).toHaveCount(0);
  await noSeriousAxe(agent);

  const other = await agencyOf(request, 'agent2');
  expect(other.id).not.toBe(agency.id);
  await agent.goto(`/revenue?agency=${other.id}`);
  await expect(agent.getByRole('heading', { level: 1, name: it.notices.notFound })).toBeVisible();
  await expect(agent.getByRole('navigation', { name: it.nav.label })).toBeVisible();
  await expect(agent.getByText(String(other.name))).toHaveCount(0);
  await agent.context().close();

  // On a phone the tables are cards; still nothing serious for axe.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await loginAndWait(phone, 'agent');
  await phone.goto('/revenue');
  await expect(phone.getByRole('article').filter({ hasText: P.total })).toBeVisible();
  await noSeriousAxe(phone);
  await phone.context().close();
});
