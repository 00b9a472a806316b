import { expect, test } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { apiToken, it, loginAndWait } from './helpers';

const P = it.sales.page;
const C = it.sales.revenueCategories;

test('an agent filters the own clients by category and opens one client’s progress through the year', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'agent');
  const me = await request.get('/it/v1.0/auth/me', { headers: { 'access-token': token } });
  const agency = (await me.json()).args.response.agency.id as number;

  await loginAndWait(page, 'agent');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/revenue');
  const section = page.getByRole('region', { name: P.ownClients.title });
  const table = section.getByRole('table', { name: P.ownClients.title });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const chips = section.getByRole('group', { name: P.filter.categories });
  await expect(chips.getByRole('button', { name: P.filter.all })).toHaveAttribute('aria-pressed', 'true');

  // Two categories: the rows are the API's for them, each showing the categories it has revenue in.
  await chips.getByRole('button', { name: C.premia, exact: true }).click();
  await chips.getByRole('button', { name: C.tables_chairs, exact: true }).click();
  await expect(page).toHaveURL(/categories=tables_chairs%2Cpremia|categories=tables_chairs,premia/);
  await expect(chips.getByRole('button', { name: C.premia, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByRole('button', { name: P.filter.all })).toHaveAttribute('aria-pressed', 'false');
  const api = await request.get(
    `/it/v1.0/sales/own-clients/agent/${agency}?categories=tables_chairs,premia&sort=name&order=asc`,
    { headers: { 'access-token': token } },
  );
  const expected = (await api.json()).args.response as { rows: { name: string }[] };
  await expect(table.getByRole('link').first()).toHaveText(expected.rows[0]?.name ?? '');
  await expect(table.getByRole('row').nth(1)).toContainText(C.premia);
  await expectNoSeriousAxe(page, 'own clients');

  // A client: its progress in the same categories, the figures also as a table for screen readers.
  const first = table.getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/client=\d+/);
  await expect(page.getByRole('navigation', { name: P.levels })).toContainText(name);
  const progress = page.getByRole('region', { name: P.progress.title });
  await expect(progress.getByRole('button', { name: C.premia, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const year = new Date().getFullYear();
  await expect(
    progress.getByRole('table', {
      name: P.progress.summary.replace('{{current}}', String(year)).replace('{{previous}}', String(year - 1)),
    }),
  ).toBeAttached();
  await expect(progress.locator('.recharts-surface')).toBeVisible();
  await expect(progress).toContainText(it.sales.columns.progressive);
  await expectNoSeriousAxe(page, 'client progress');

  // Back to every category.
  await progress.getByRole('button', { name: P.filter.all }).click();
  await expect(page).not.toHaveURL(/categories=/);
  await expect(progress.locator('.recharts-surface')).toBeVisible();
});
