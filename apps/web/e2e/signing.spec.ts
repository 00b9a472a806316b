import { expect, test } from '@playwright/test';
import { it, unique } from './helpers';
import { codeOf, createSheet, PHONE, signLinkOf, waitForMail } from './sheets-helpers';

/**
 * The public signing page's last step: a refused "Sign" marks the name and the pad; each mark
 * goes as soon as its field is filled, before the signer taps "Sign" again.
 */
test('the sign step clears the name and signature errors as soon as they are filled', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const signer = `${unique('firma-')}@example.com`;
  const company = `${unique('Firma ')} S.r.l.`;
  await createSheet(request, 'agent', { company, signer, ready: true, send: true });
  const link = signLinkOf(await waitForMail(signer, (m) => m.text.includes('/sign/')));

  const context = await browser.newContext({ viewport: PHONE, locale: 'it-IT', hasTouch: true });
  const page = await context.newPage();
  const texts = it.signing.page;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await page.getByLabel(texts.acceptSheet).check();
  await page.getByLabel(texts.acceptPrivacy).check();
  await page.getByLabel(texts.acceptConditions).check();
  await page.getByRole('button', { name: texts.acceptSubmit }).click();
  await page.getByRole('button', { name: texts.sendCode }).click();
  // The code's e-mail is the one without a link (its subject differs per language).
  const code = codeOf(await waitForMail(signer, (m) => !m.text.includes('/sign/') && /\b\d{6}\b/.test(m.text)));
  await page.getByLabel(texts.codeLabel).fill(code);
  await page.getByRole('button', { name: texts.confirmCode }).click();

  // Too early: nothing typed, nothing drawn.
  const sign = page.getByRole('button', { name: texts.signSubmit });
  await sign.click();
  const name = page.getByRole('textbox', { name: texts.signerName });
  const nameError = page.getByText(it.validation.required, { exact: true });
  const padError = page.getByText(texts.drawFirst, { exact: true });
  await expect(nameError).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(padError).toBeVisible();

  await name.fill('Maria Rossi');
  await expect(nameError).toHaveCount(0);
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  // The pad's error stays until something is drawn.
  await expect(padError).toBeVisible();

  const pad = await page.getByTestId('signature-pad').boundingBox();
  if (!pad) throw new Error('no signature pad');
  await page.mouse.move(pad.x + 30, pad.y + pad.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(pad.x + 30 + i * 25, pad.y + pad.height * (0.6 + (i % 2 ? -0.25 : 0.15)));
  }
  await page.mouse.up();
  // Both fields are valid: no error is left on screen before the second tap.
  await expect(padError).toHaveCount(0);
  await expect(page.getByRole('region', { name: texts.signTitle }).getByRole('alert')).toHaveCount(0);
  await expect(nameError).toHaveCount(0);

  await sign.click();
  await expect(page.getByRole('heading', { name: texts.doneTitle })).toBeVisible();
  await context.close();
});
