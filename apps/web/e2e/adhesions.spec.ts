import { expect, type Page, test } from '@playwright/test';
import { fr, it, LAPTOP, openFromMenu, PHONE, shot, signedIn, toast, unique, waitForMail } from './helpers';

const CUSTOMER_EMAIL = 'customer@portal.example.it';

/** A client sheet's word, which an adhesion's signer never reads (issue 31). */
const SHEET_WORD = /\b(sheets?|scheda|schede|fiches?|fichas?)\b/i;
const noSheetWord = async (page: Page) => expect(await page.locator('body').innerText()).not.toMatch(SHEET_WORD);

/** Writes a language's title in the editor's tab, and a body. */
async function writeTab(page: Page, language: 'it' | 'fr', title: string) {
  await page.getByRole('tab', { name: new RegExp(it.content.languages[language]) }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('textbox', { name: it.content.fields.title }).fill(title);
  await panel.locator('.ProseMirror').click();
  await page.keyboard.type(language === 'it' ? 'Aderisci entro fine mese.' : 'Adhérez avant la fin du mois.');
}

test('staff publish a promotion with an adhesion form; a customer adheres and signs in French on a phone; staff export it; the press never sees it', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = unique('promo');
  const titleIt = `Promozione cappe ${tag}`;
  const titleFr = `Promotion hottes ${tag}`;
  const a = it.content.adhesion.page;

  // Admin, laptop, Italian: a promotion for customers and agents, with a form in Italian and French.
  const admin = await signedIn(browser, 'admin', LAPTOP, 'it-IT', { acceptDownloads: true });
  await openFromMenu(admin, it, it.content.kinds.promotion);
  await admin.getByRole('link', { name: it.content.page.new }).click();
  await writeTab(admin, 'it', titleIt);
  await writeTab(admin, 'fr', titleFr);
  await admin.getByRole('checkbox', { name: it.content.audience.press }).uncheck();
  await admin.getByRole('checkbox', { name: a.enable }).check();
  const label = (language: 'it' | 'fr') => a.fieldLabel.replace('{{language}}', it.content.languages[language]);
  const fields = admin.getByRole('region', { name: it.content.adhesion.title });
  // First field: the number of hoods (a number, required).
  await fields.getByRole('combobox', { name: a.fieldType }).first().selectOption('number');
  await fields
    .getByRole('textbox', { name: label('it') })
    .first()
    .fill('Cappe ordinate');
  await fields
    .getByRole('textbox', { name: label('fr') })
    .first()
    .fill('Hottes commandées');
  // Second: the finish (a choice).
  await fields.getByRole('button', { name: a.addField }).click();
  await fields.getByRole('combobox', { name: a.fieldType }).nth(1).selectOption('choice');
  await fields.getByRole('checkbox', { name: a.required }).nth(1).check();
  await fields
    .getByRole('textbox', { name: label('it') })
    .nth(1)
    .fill('Finitura');
  await fields
    .getByRole('textbox', { name: label('fr') })
    .nth(1)
    .fill('Finition');
  const options = (language: 'it' | 'fr') => a.options.replace('{{language}}', it.content.languages[language]);
  await fields.getByRole('textbox', { name: options('it') }).fill('Inox\nNero opaco');
  await fields.getByRole('textbox', { name: options('fr') }).fill('Inox\nNoir mat');
  const conditions = (language: 'it' | 'fr') => a.conditions.replace('{{language}}', it.content.languages[language]);
  await fields.getByRole('textbox', { name: conditions('it') }).fill('Una cappa in omaggio ogni cinque ordinate.');
  await fields.getByRole('textbox', { name: conditions('fr') }).fill('Une hotte offerte pour cinq commandées.');
  await shot(admin, 'adhesion-editor-laptop-it', true);
  await admin.getByRole('button', { name: it.content.page.save }).click();
  await expect(toast(admin).filter({ hasText: it.content.success.created })).toBeVisible();
  await admin.waitForURL(/\/content\/\d+\/edit$/);
  const id = Number(/\/content\/(\d+)\/edit$/.exec(admin.url())?.[1]);

  // A customer, phone, French: reads the promotion, fills the form, signs.
  const customer = await signedIn(browser, 'customer', PHONE, 'fr-FR');
  await openFromMenu(customer, fr, fr.content.kinds.promotion);
  await customer.getByRole('link', { name: titleFr }).click();
  await expect(customer.getByRole('heading', { level: 1, name: titleFr })).toBeVisible();
  const form = customer.getByRole('region', { name: fr.content.adhesion.title });
  await expect(form.getByText('Une hotte offerte pour cinq commandées.')).toBeVisible();
  // Missing the required choice: refused with the field named.
  await form.getByRole('textbox', { name: 'Hottes commandées' }).fill('dix');
  await form.getByRole('button', { name: fr.content.adhesion.page.adhere }).click();
  await expect(form.getByText(/Hottes commandées/).last()).toBeVisible();
  await form.getByRole('textbox', { name: 'Hottes commandées' }).fill('10');
  await form.getByRole('combobox', { name: 'Finition' }).selectOption({ label: 'Noir mat' });
  await shot(customer, 'adhesion-form-phone-fr', true);
  await form.getByRole('button', { name: fr.content.adhesion.page.adhere }).click();
  await customer.waitForURL(/\/sign\//);
  const s = fr.signing.page;
  await expect(customer.getByRole('heading', { level: 1, name: titleFr })).toBeVisible();
  await expect(customer.getByText('Noir mat')).toBeVisible();
  await shot(customer, 'adhesion-sign-phone-fr', true);
  await noSheetWord(customer);
  // Unticked boxes: told in the adhesion's words.
  await customer.getByRole('button', { name: s.acceptSubmit }).click();
  await expect(customer.getByText(fr.signing.errors.adhesionMustAccept)).toBeVisible();
  await customer.getByLabel(s.acceptAdhesion).check();
  await customer.getByLabel(s.acceptPrivacy).check();
  await customer.getByLabel(s.acceptAdhesionConditions).check();
  await customer.getByRole('button', { name: s.acceptSubmit }).click();
  await customer.getByRole('button', { name: s.sendCode }).click();
  const mail = await waitForMail(CUSTOMER_EMAIL, (m) => m.subject.includes('adhésion') && /\b\d{6}\b/.test(m.text));
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  await customer.getByLabel(s.codeLabel).fill(code);
  await customer.getByRole('button', { name: s.confirmCode }).click();
  await customer.getByRole('textbox', { name: s.signerName }).fill('Paolo Brambilla');
  await expect(customer.getByText(s.adhesionLegalNote)).toBeVisible();
  await noSheetWord(customer);
  await customer.getByText(s.methodType, { exact: true }).click();
  await expect(customer.getByTestId('typed-signature')).toHaveText('Paolo Brambilla');
  await customer.getByRole('button', { name: s.adhesionSignSubmit }).click();
  await expect(customer.getByRole('heading', { name: s.adhesionDoneTitle })).toBeVisible();
  await noSheetWord(customer);
  await expect(customer.getByRole('link', { name: s.backToPromotion })).toHaveAttribute('href', `/content/${id}`);
  await shot(customer, 'adhesion-signed-phone-fr', true);
  // Signed: the link opened again says so in the adhesion's words.
  const signPage = customer.url();
  await customer.reload();
  await expect(customer.getByRole('heading', { name: s.adhesionAlreadySignedTitle })).toBeVisible();
  await expect(customer.getByText(fr.signing.errors.adhesionAlreadySigned)).toBeVisible();
  await noSheetWord(customer);
  await shot(customer, 'adhesion-already-signed-phone-fr', true);
  // Back to the promotion, by the portal's own path; the public page without a session has no such link.
  await customer.getByRole('link', { name: s.backToPromotion }).click();
  await customer.waitForURL(new RegExp(`/content/${id}$`));
  const stranger = await (await browser.newContext({ viewport: PHONE, locale: 'fr-FR' })).newPage();
  await stranger.goto(signPage);
  await expect(stranger.getByRole('heading', { name: s.adhesionAlreadySignedTitle })).toBeVisible();
  await expect(stranger.getByRole('link', { name: s.backToPromotion })).toHaveCount(0);
  // The signed copy by e-mail, the state on the promotion.
  await waitForMail(CUSTOMER_EMAIL, (m) => m.subject.startsWith('Adhésion signée'));
  await customer.goto(`/content/${id}`);
  await expect(customer.getByText(fr.content.adhesion.state.signed, { exact: true })).toBeVisible();
  await expect(customer.getByRole('button', { name: fr.content.adhesion.page.download })).toBeVisible();
  await shot(customer, 'adhesion-mine-phone-fr', true);

  // Staff see the adhesion and export the list.
  await admin.goto(`/content/${id}`);
  const list = admin.getByRole('table', { name: a.list });
  await expect(list.getByText('Paolo Brambilla')).toBeVisible();
  await expect(list.getByText(it.content.adhesion.state.signed, { exact: true })).toBeVisible();
  await shot(admin, 'adhesion-list-laptop-it', true);
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: a.export }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // The press user sees the news but not the promotion (neither this one nor the demo one).
  const press = await signedIn(browser, 'press', LAPTOP, 'it-IT');
  await openFromMenu(press, it, it.content.kinds.news);
  await expect(press.getByRole('link', { name: 'Nuova collezione Aurora' })).toBeVisible();
  await openFromMenu(press, it, it.content.kinds.promotion);
  await expect(press.getByRole('link', { name: titleIt })).toHaveCount(0);
  await expect(press.getByRole('link', { name: 'Promozione forni 2+1' })).toHaveCount(0);
  await press.goto(`/content/${id}`);
  await expect(press.getByRole('heading', { level: 1, name: titleIt })).toHaveCount(0);
});

test('the demo promotion shows the demo customer’s signed adhesion, in Italian on a laptop and a phone', async ({
  browser,
}) => {
  for (const viewport of [LAPTOP, PHONE]) {
    const customer = await signedIn(browser, 'customer', viewport, 'it-IT');
    await openFromMenu(customer, it, it.content.kinds.promotion);
    await customer.getByRole('link', { name: 'Promozione forni 2+1' }).first().click();
    const region = customer.getByRole('region', { name: it.content.adhesion.title });
    await expect(region.getByText(it.content.adhesion.state.signed, { exact: true })).toBeVisible();
    await shot(customer, `adhesion-demo-${viewport === PHONE ? 'phone' : 'laptop'}-it`, true);
  }
  const sales = await signedIn(browser, 'sales', PHONE, 'fr-FR');
  await openFromMenu(sales, fr, fr.content.kinds.promotion);
  await sales.getByRole('link', { name: 'Promotion fours 2+1' }).first().click();
  // On a phone, a card per adhesion (as every list), nothing scrolling sideways.
  const region = sales.getByRole('region', { name: fr.content.adhesion.title });
  await expect(region.locator('article.row-card').first()).toBeVisible();
  await expect(region.getByRole('table')).toHaveCount(0);
  await expect(
    region.locator('article.row-card').filter({ hasText: fr.content.adhesion.state.signed }).first(),
  ).toBeVisible();
  expect(await sales.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  for (const card of await region.locator('article.row-card').all()) {
    const box = await card.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  await shot(sales, 'adhesion-list-phone-fr', true);
});
