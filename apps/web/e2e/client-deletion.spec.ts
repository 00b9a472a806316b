import { expect, test } from '@playwright/test';
import { apiToken, it, unique } from './helpers';
import { createSheet, signIn } from './sheets-helpers';

// An agent asks to delete a client: until staff complete it, the sheet is read, not edited, and
// the page says why (before, the form still saved, and the read-only page spoke of revisions).
test('a client whose deletion is requested shows its sheet read-only, and says why', async ({ browser, request }) => {
  const company = unique('Cancellanda');
  const id = await createSheet(request, 'agent', { company });
  const token = await apiToken(request, 'agent');
  const asked = await request.delete(`/it/v1.0/agent/client-delete/${id}`, {
    headers: { 'access-token': token },
    data: { reason: 'Chiude il negozio' },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  const page = await signIn(browser, 'agent');
  try {
    await page.goto(`/registry/${id}`);
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    await expect(page.getByText(it.clients.errors.deletionPending)).toBeVisible();
    await expect(page.getByText(it.clients.status.deletion_requested).first()).toBeVisible();
    await expect(page.getByRole('button', { name: it.sheets.actions.save, exact: true })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: new RegExp(it.sheets.fields.company_name) })).toHaveCount(0);
  } finally {
    await page.context().close();
  }
});
