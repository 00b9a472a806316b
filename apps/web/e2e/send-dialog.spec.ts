import { expect, test } from '@playwright/test';
import { it, toast, unique } from './helpers';
import { createSheet, signIn, waitForMail } from './sheets-helpers';

/**
 * Issue 9 #6: one send dialog wherever a sheet is sent for signature, prefilled with the signer's
 * address the sheet stores, which the user confirms (or corrects) before anything is sent.
 */
const dialogTitle = it.sheets.page.sendTitle;
const emailLabel = it.sheets.fields.signature_email;
const send = it.sheets.actions.send;

test('from a registry row the dialog proposes the stored signer address and sends to it', async ({
  browser,
  request,
}) => {
  const company = `${unique('Invio riga ')} S.r.l.`;
  const signer = `${unique('firma-riga-')}@example.com`;
  await createSheet(request, 'agent', { company, signer, ready: true });
  const page = await signIn(browser, 'agent');
  await page.goto(`/registry?q=${encodeURIComponent(company)}`);
  await page.getByRole('button', { name: it.sheets.page.moreActions.replace('{{company}}', company) }).click();
  await page.getByRole('menuitem', { name: send }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog.getByRole('textbox', { name: emailLabel })).toHaveValue(signer);
  await dialog.getByRole('button', { name: send }).click();
  await expect(toast(page).filter({ hasText: it.sheets.success.sent })).toBeVisible();
  await waitForMail(signer, (m) => m.text.includes('/sign/'));
  await page.context().close();
});

test('from the sheet form Send asks to confirm the address first, and sends to the one confirmed', async ({
  browser,
  request,
}) => {
  const company = `${unique('Invio modulo ')} S.r.l.`;
  const stored = `${unique('firma-salvata-')}@example.com`;
  const corrected = `${unique('firma-corretta-')}@example.com`;
  const id = await createSheet(request, 'agent', { company, signer: stored, complete: true });
  const page = await signIn(browser, 'agent');
  await page.goto(`/registry/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await page.getByRole('button', { name: send }).click();

  // Nothing is sent yet: the dialog shows where the link would go.
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  const email = dialog.getByRole('textbox', { name: emailLabel });
  await expect(email).toHaveValue(stored);
  await expect(toast(page).filter({ hasText: it.sheets.success.sent })).toHaveCount(0);
  await expect(page.getByText(it.sheets.status.draft).first()).toBeVisible();

  // Cancel leaves the sheet as it was.
  await dialog.getByRole('button', { name: it.common.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(it.sheets.status.draft).first()).toBeVisible();

  await page.getByRole('button', { name: send }).click();
  await email.fill(corrected);
  await dialog.getByRole('button', { name: send }).click();
  await expect(toast(page).filter({ hasText: it.sheets.success.sent })).toBeVisible();
  await expect(page.getByText(`Inviata a ${corrected}`)).toBeVisible();
  await waitForMail(corrected, (m) => m.text.includes('/sign/'));
  await page.context().close();
});
