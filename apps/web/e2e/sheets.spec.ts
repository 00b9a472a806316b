import { expect, type Page, test } from '@playwright/test';
import { choose, codeOf, DESKTOP, expectAccessible, PHONE, signIn, signLinkOf, waitForMail } from './sheets-helpers';

/**
 * Issue 4, the whole story of a client sheet: the agent creates the client and fills the sheet,
 * the signer signs by e-mailed link on a phone, the admin confirms; then a renewal and a
 * revision round, signed again with a typed signature.
 */
const stamp = Date.now();
const company = `E2E Arredi ${stamp} S.r.l.`;
const signer = `firma-${stamp}@example.com`;
let clientId = 0;

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text).first();

/** The send dialog shows where the link goes; the test confirms that address. */
async function confirmSend(page: Page, address: string) {
  const dialog = page.getByRole('dialog', { name: 'Invia in firma' });
  await expect(dialog.getByRole('textbox', { name: 'E-mail del firmatario' })).toHaveValue(address);
  await dialog.getByRole('button', { name: 'Invia per la firma' }).click();
}

async function fillSheet(page: Page) {
  await page.getByRole('textbox', { name: 'Indirizzo', exact: true }).fill('Via dei Mille 8');
  await page.getByRole('textbox', { name: 'CAP', exact: true }).fill('20121');
  await page.getByRole('textbox', { name: 'Città', exact: true }).fill('Milano');
  await choose(page, 'Provincia', 'Milano', 'Milano (MI)');
  await page.getByRole('textbox', { name: 'Partita IVA', exact: true }).fill('01234560157');
  await page.getByRole('textbox', { name: 'Codice fiscale', exact: true }).fill('01234560157');
  await page.getByRole('textbox', { name: 'Telefono', exact: true }).fill('+39 02 1234567');
  await page
    .getByRole('textbox', { name: 'E-mail amministrativa', exact: true })
    .fill(`amministrazione-${stamp}@example.com`);
  await page.getByRole('textbox', { name: 'Codice destinatario SDI', exact: true }).fill('ABC1234');
  // Banks and payment terms suggest the registry's entries; another bank can still be written.
  await page.getByRole('combobox', { name: 'Banca', exact: true }).fill('Banca Popolare di Milano');
  await page.getByRole('textbox', { name: 'IBAN', exact: true }).fill('IT60X0542811101000000123456');
  await page.getByRole('textbox', { name: 'ABI', exact: true }).fill('05428');
  await page.getByRole('textbox', { name: 'CAB', exact: true }).fill('11101');
  await choose(page, 'Condizioni di pagamento', '60 giorni data', 'Bonifico bancario 60 giorni data fattura');
  await page.getByRole('textbox', { name: 'Sconto', exact: true }).fill('50+10');
  await page.getByRole('textbox', { name: 'E-mail del firmatario', exact: true }).fill(signer);
}

/** The signer's whole visit on a phone; `method` picks a drawn or a typed signature. */
async function signOnPhone(
  browser: import('@playwright/test').Browser,
  link: string,
  method: 'drawn' | 'typed',
  codeMail: number,
) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'it-IT', hasTouch: true });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expectAccessible(page, 'sign page, read step');

  // Nothing can go on without the three acceptances.
  await page.getByRole('button', { name: 'Accetta e continua' }).click();
  await expect(page.getByText('Devi accettare la scheda')).toBeVisible();
  await page.getByLabel('Ho verificato i dati della scheda cliente').check();
  await page.getByLabel("Ho letto l'informativa sulla privacy").check();
  await page.getByLabel('Ho letto e accetto le condizioni di vendita').check();
  await page.getByRole('button', { name: 'Accetta e continua' }).click();

  await page.getByRole('button', { name: 'Inviami il codice' }).click();
  const code = codeOf(await waitForMail(signer, (m) => m.subject.startsWith('Codice di conferma'), codeMail));
  await expectAccessible(page, 'sign page, code step');
  const input = page.getByLabel('Codice di conferma');
  // A wrong code costs a try and says how many are left.
  await input.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Conferma il codice' }).click();
  await expect(page.getByText('Codice errato: restano 4 tentativi')).toBeVisible();
  // Error messages must be as legible as the rest.
  await expectAccessible(page, 'sign page, wrong code');
  await input.fill(code);
  await page.getByRole('button', { name: 'Conferma il codice' }).click();

  await page.getByLabel('Nome e cognome del firmatario').fill('Maria Rossi');
  if (method === 'drawn') {
    // Signing without drawing is refused; then a stroke across the pad.
    await page.getByRole('button', { name: 'Firma la scheda' }).click();
    await expect(page.getByText('Disegna la tua firma nel riquadro')).toBeVisible();
    await expectAccessible(page, 'sign page, signature missing');
    const pad = await page.getByTestId('signature-pad').boundingBox();
    if (!pad) throw new Error('no signature pad');
    await page.mouse.move(pad.x + 30, pad.y + pad.height * 0.6);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) {
      await page.mouse.move(pad.x + 30 + i * 25, pad.y + pad.height * (0.6 + (i % 2 ? -0.25 : 0.15)));
    }
    await page.mouse.up();
    // Drawing takes the refusal away at once (issue 9: it stayed on screen until the next tap).
    await expect(page.getByText('Disegna la tua firma nel riquadro')).toHaveCount(0);
  } else {
    await page.getByText('Scrivi', { exact: true }).click();
    await expect(page.getByTestId('typed-signature')).toHaveText('Maria Rossi');
  }
  await expectAccessible(page, `sign page, ${method} signature`);
  await page.getByRole('button', { name: 'Firma la scheda' }).click();
  await expect(page.getByRole('heading', { name: 'Grazie, la scheda è firmata' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica il PDF firmato' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expectAccessible(page, 'sign page, done');
  // The link is spent: opening it again says so and still offers the signed copy.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Scheda firmata' })).toBeVisible();
  await context.close();
}

test.describe.configure({ mode: 'serial' });

test('agent fills a sheet, the client signs it on a phone, the admin confirms it', async ({ browser }) => {
  test.setTimeout(180_000);
  const agent = await signIn(browser, 'agent');
  await agent.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Anagrafica' }).click();
  await agent.getByRole('link', { name: 'Nuovo cliente' }).click();
  await expect(agent.getByRole('heading', { level: 1, name: 'Nuovo cliente' })).toBeVisible();

  // The complete schema refuses an empty sheet, field by field, with the spec's messages.
  await agent.getByRole('button', { name: 'Salva per la firma' }).click();
  await expect(toast(agent, 'Compila tutti i campi obbligatori')).toBeVisible();
  await expect(agent.getByText('Campo obbligatorio').first()).toBeVisible();
  // Live validation of formats.
  await agent.getByRole('textbox', { name: 'ABI', exact: true }).fill('05A28');
  await expect(agent.getByText('inserire solo valori numerici')).toBeVisible();
  await agent.getByRole('textbox', { name: 'E-mail amministrativa', exact: true }).fill('non-una-email');
  await expect(agent.getByText('Email non valida')).toBeVisible();

  // A draft needs only the company name.
  await agent.getByRole('textbox', { name: 'Ragione sociale', exact: true }).fill(company);
  await agent.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(toast(agent, 'Salvato')).toBeVisible();
  await expect(agent).toHaveURL(/\/registry\/\d+$/);
  clientId = Number(/\/registry\/(\d+)/.exec(agent.url())?.[1]);
  await expect(agent.getByText('Bozza').first()).toBeVisible();

  await fillSheet(agent);
  await agent.getByRole('button', { name: 'Invia per la firma' }).click();
  await confirmSend(agent, signer);
  await expect(toast(agent, 'Scheda inviata')).toBeVisible();
  await expect(agent.getByText('Inviata per la firma').first()).toBeVisible();
  await expect(agent.getByText(`Inviata a ${signer}`)).toBeVisible();

  // The registry lists it as sent, with a reminder among its actions.
  await agent.goto(`/registry?status=sent`);
  await expect(agent.getByRole('link', { name: company, exact: true })).toBeVisible();
  await agent.getByRole('button', { name: `Altre azioni per ${company}` }).click();
  await agent.getByRole('menuitem', { name: 'Invia sollecito' }).click();
  await agent.getByRole('dialog').getByRole('button', { name: 'Invia sollecito' }).click();
  await expect(toast(agent, 'Sollecito inviato')).toBeVisible();

  // The reminder carries a new link; the first one no longer works.
  const first = signLinkOf(await waitForMail(signer, (m) => m.text.includes('/sign/'), 1));
  const reminded = signLinkOf(await waitForMail(signer, (m) => m.text.includes('/sign/'), 2));
  const phone = await browser.newContext({ viewport: PHONE, locale: 'it-IT' });
  const old = await phone.newPage();
  await old.goto(first);
  await expect(old.getByRole('heading', { name: 'Questo link non si può usare' })).toBeVisible();
  await expectAccessible(old, 'sign page, replaced link');
  await phone.close();

  await signOnPhone(browser, reminded, 'drawn', 1);

  const admin = await signIn(browser, 'admin');
  await admin.goto(`/registry/${clientId}`);
  await expect(admin.getByText('Firmata').first()).toBeVisible();
  await admin.getByRole('button', { name: 'Conferma cliente' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Conferma cliente' }).click();
  await expect(toast(admin, 'Cliente confermato')).toBeVisible();
  await expect(admin.getByText('Confermata').first()).toBeVisible();

  // The client card shows version 1 with its signed PDF and its signing history.
  await admin.goto(`/clients/${clientId}`);
  await expect(admin.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(admin.getByText('Firmato', { exact: true }).or(admin.getByText('Firmata')).first()).toBeVisible();
  await expect(admin.getByRole('button', { name: 'PDF firmato' })).toBeVisible();
  await expect(admin.getByText('Link aperto').first()).toBeVisible();
  const pdf = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'PDF firmato' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
  await admin.context().close();
  await agent.context().close();
});

test('renewal and a revision round, signed again with a typed signature', async ({ browser }) => {
  test.setTimeout(180_000);
  expect(clientId).toBeGreaterThan(0);
  const agent = await signIn(browser, 'agent');
  await agent.goto(`/registry/${clientId}`);
  await agent.getByRole('button', { name: 'Rinnova' }).click();
  await agent.getByRole('dialog').getByRole('button', { name: 'Rinnova' }).click();
  await expect(toast(agent, 'Creata una nuova versione della scheda')).toBeVisible();
  await expect(agent.getByText('Versione 2')).toBeVisible();
  // The renewed sheet starts from the confirmed data: send it as it is.
  await agent.getByRole('button', { name: 'Invia per la firma' }).click();
  await confirmSend(agent, signer);
  await expect(toast(agent, 'Scheda inviata')).toBeVisible();

  const admin = await signIn(browser, 'admin');
  await admin.goto(`/registry?status=sent`);
  await admin.getByRole('button', { name: `Altre azioni per ${company}` }).click();
  await admin.getByRole('menuitem', { name: 'Invia revisione' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Invia revisione' }).click();
  await expect(dialog.getByText('Scrivi una nota per la revisione')).toBeVisible();
  await dialog.getByLabel("Nota per l'agente").fill('Aggiornare le condizioni di pagamento a 30 giorni');
  await dialog.getByRole('button', { name: 'Invia revisione' }).click();
  await expect(toast(admin, 'Revisione inviata all’agente')).toBeVisible();

  await agent.reload();
  await expect(agent.getByText('Aggiornare le condizioni di pagamento a 30 giorni')).toBeVisible();
  await agent
    .getByRole('combobox', { name: 'Condizioni di pagamento', exact: true })
    .fill('Bonifico 30 giorni data fattura');
  await agent.getByRole('button', { name: 'Invia per la firma' }).click();
  await confirmSend(agent, signer);
  await expect(toast(agent, 'Scheda inviata')).toBeVisible();

  const links = async () => {
    const mails = (await (
      await fetch(`http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 3211}/mails?to=${signer}`)
    ).json()) as { text: string }[];
    return mails.filter((m) => m.text.includes('/sign/'));
  };
  await expect.poll(async () => (await links()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  const latest = signLinkOf((await links()).at(-1) as never);
  await signOnPhone(browser, latest, 'typed', 2);

  await admin.goto(`/registry/${clientId}`);
  await admin.getByRole('button', { name: 'Conferma cliente' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Conferma cliente' }).click();
  await expect(toast(admin, 'Cliente confermato')).toBeVisible();
  await admin.goto(`/clients/${clientId}`);
  await expect(admin.getByText('Versione 3')).toBeVisible();
  await admin.context().close();
  await agent.context().close();
});

test('the screens of agencies, registry, clients and the sheet pass axe on a laptop and a phone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  expect(clientId).toBeGreaterThan(0);
  for (const viewport of [DESKTOP, PHONE]) {
    const admin = await signIn(browser, 'admin', viewport);
    for (const [path, heading] of [
      ['/agencies', 'Agenzie'],
      ['/agencies/1', 'Agenzia Lombarda Arredo'],
      ['/registry', 'Anagrafica'],
      ['/registry/new', 'Nuovo cliente'],
      [`/registry/${clientId}`, company],
      ['/clients', 'Clienti'],
      [`/clients/${clientId}`, company],
    ] as const) {
      await admin.goto(path);
      await expect(admin.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await admin.waitForLoadState('networkidle');
      await expectAccessible(admin, `${path} at ${viewport.width}`);
    }
    await admin.context().close();
    const agent = await signIn(browser, 'agent', viewport);
    await agent.goto('/my-agency');
    await expect(agent.getByRole('heading', { level: 1, name: 'La mia agenzia' })).toBeVisible();
    await agent.waitForLoadState('networkidle');
    await expectAccessible(agent, `/my-agency at ${viewport.width}`);
    await agent.context().close();
  }
});

test('the agencies table shows every state count in a legible badge', async ({ browser }) => {
  const admin = await signIn(browser, 'admin', DESKTOP);
  await admin.goto('/agencies');
  const row = admin.getByRole('row').filter({ hasText: 'Agenzia Lombarda Arredo' });
  const badges = row.locator('.status-badge');
  await expect(badges.first()).toBeVisible();
  for (const badge of await badges.all()) {
    await expect(badge).toHaveText(/^\d+$/);
    const { background, color } = await badge.evaluate((element) => {
      const label = element.querySelector('.mantine-Badge-label') ?? element;
      return { background: getComputedStyle(element).backgroundColor, color: getComputedStyle(label).color };
    });
    // A number painted in its own background colour cannot be read.
    expect(color).not.toBe(background);
  }
  await admin.context().close();
});
