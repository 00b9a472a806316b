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
  const created = page.getByRole('columnheader', { name: it.columns.createdAt });
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
