import { expect, test } from '@playwright/test';
import { it, loginAndWait } from './helpers';

test('a list says how it is sorted before any choice, and a header click turns the order', async ({
  page,
  request,
}) => {
  // Two e-mails in the outbox, whatever ran before.
  for (const email of ['agent@portal.example.it', 'sales@portal.example.it']) {
    expect((await request.post('/it/v1.0/auth/forgot-password', { data: { email } })).ok()).toBe(true);
  }
  await loginAndWait(page, 'admin');
  await page.goto('/admin/outbox');
  const created = page.getByRole('columnheader', { name: it.outbox.columns.createdAt });
  // The server lists the newest e-mail first: the header says so.
  await expect(created).toHaveAttribute('aria-sort', 'descending');
  await created.getByRole('button').click();
  await expect(created).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=created_at&order=asc/);

  await page.goto('/registry');
  await expect(page.getByRole('columnheader', { name: it.sheets.fields.company_name })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});

test('on a laptop the menu can be put away for a wide table, and stays so after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAndWait(page, 'admin');
  await page.goto('/registry');
  const table = page.locator('table').first();
  await expect(table).toBeVisible();
  const scroller = table.locator('xpath=..');
  const fits = () => scroller.evaluate((el) => el.scrollWidth <= el.clientWidth);
  const before = await scroller.evaluate((el) => el.clientWidth);

  const nav = page.locator('nav.mantine-AppShell-navbar');
  await expect(nav).not.toHaveAttribute('inert');
  await page.getByRole('button', { name: it.nav.hide }).click();
  await expect(page.getByRole('button', { name: it.nav.show })).toHaveAttribute('aria-expanded', 'false');
  // Out of sight, and out of the keyboard's reach.
  await expect(nav).toHaveAttribute('inert');
  await expect.poll(() => scroller.evaluate((el) => el.clientWidth)).toBeGreaterThan(before + 200);
  expect(await fits()).toBe(true);

  await page.reload();
  await expect(page.getByRole('button', { name: it.nav.show })).toBeVisible();
  await page.getByRole('button', { name: it.nav.show }).click();
  await expect(page.getByRole('navigation', { name: it.nav.label }).getByRole('link').first()).toBeInViewport();
  await expect(nav).not.toHaveAttribute('inert');

  // On a phone the menu is closed behind its button, and as unreachable.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav).toHaveAttribute('inert');
  await page.getByRole('button', { name: it.nav.open }).click();
  await expect(nav).not.toHaveAttribute('inert');
  await expect(page.getByRole('navigation', { name: it.nav.label }).getByRole('link').first()).toBeInViewport();
});

test('the registry finds a client by typing in its filter, without choosing an agency first, and keeps it on reload', async ({
  page,
}) => {
  await loginAndWait(page, 'admin');
  await page.goto('/registry');
  const filter = page.getByRole('combobox', { name: it.sheets.registry.client, exact: true });
  const asked = page.waitForResponse((r) => r.url().includes('/agencies/get-clients') && r.url().includes('q=roman'));
  await filter.fill('roman');
  // The server searched: no agency's whole list was sent to fill the options.
  expect((await asked).status()).toBe(200);
  await page.getByRole('option', { name: 'Cucine Romane S.r.l.' }).click();
  await expect(page).toHaveURL(/client=\d+/);
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Cucine Romane S.r.l.');
  // A reload knows only the id: the filter still names the client.
  await page.reload();
  await expect(page.getByRole('combobox', { name: it.sheets.registry.client, exact: true })).toHaveValue(
    'Cucine Romane S.r.l.',
  );
  await expect(page.locator('table tbody tr')).toHaveCount(1);
});
