import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';

/** Helpers of the client-sheet story: signing in, reading caught e-mails, the accessibility scan. */
export const PASSWORD = 'Portal-2026!';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
const MAIL_API = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 3211}/mails`;

/** A fresh browser context (as @axe-core/playwright needs) signed in through the login form. */
export async function signIn(browser: Browser, username: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Nome utente' }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  // The role's first screen, not the `/` signing in passes through on its way there.
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/');
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  return page;
}

type Mail = { to: string[]; subject: string; text: string; html: string };

/** Waits for the n-th e-mail (1-based) caught for an address that matches a test. */
export async function waitForMail(to: string, match: (mail: Mail) => boolean, nth = 1): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAIL_API}?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        found = mails.filter(match)[nth - 1];
        return Boolean(found);
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found as Mail;
}

export const signLinkOf = (mail: Mail) => {
  const link = /https?:\/\/[^\s"<>]+\/sign\/[A-Za-z0-9_-]+/.exec(mail.text || mail.html)?.[0];
  expect(link, 'signing link in the e-mail').toBeTruthy();
  return link as string;
};

export const codeOf = (mail: Mail) => {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, 'one-time code in the e-mail').toBeTruthy();
  return code as string;
};

/** No serious or critical axe violation on what the page shows now. */
export function expectAccessible(page: Page, label: string) {
  return expectNoSeriousAxe(page, label);
}

/** Picks an option of a Mantine Select by typing part of its label. */
export async function choose(page: Page, label: string, search: string, option: string | RegExp) {
  const input = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }));
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** A complete sheet's fields (valid VAT, IBAN, SDI), as save-for-signature accepts them. */
export function completeSheetFields(company: string, agencyId: number) {
  return {
    legal_seat: {
      company_name: company,
      address: 'Via dei Mille 8',
      postal_code: '20121',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
    },
    postal_address: { same_as_legal_seat: true },
    delivery_place: { same_as_legal_seat: true },
    agency: { agency_id: agencyId, agent: 'Agente di prova' },
    contacts: { vat_number: '01234560157', tax_code: '01234560157', phone: '+39 02 1234567', mobile: '', fax: '' },
    emails: { administrative: 'amministrazione@example.com', commercial: '', management: '', pec: '' },
    invoicing: { sdi_code: 'ABC1234' },
    bank: { bank_name: 'Banca Popolare di Milano', abi: '05428', cab: '11101', iban: 'IT60X0542811101000000123456' },
    terms: {
      payment_terms: 'Bonifico bancario 60 giorni data fattura',
      discount: '50+10',
      fixed_days: '',
      notes: '',
      activation_date: '',
    },
  };
}

/**
 * A client of the agent's own agency made through the API the form calls: a draft (with only the
 * company name, or `complete`) or (`ready`) a complete sheet saved for signature, storing `signer`,
 * and with `send` also sent for signature.
 */
export async function createSheet(
  request: APIRequestContext,
  username: string,
  {
    company,
    signer,
    complete = false,
    ready = false,
    send = false,
  }: { company: string; signer?: string; complete?: boolean; ready?: boolean; send?: boolean },
): Promise<number> {
  const login = await request.post('/it/v1.0/auth/login', { data: { username, password: PASSWORD } });
  const headers = { 'access-token': (await login.json()).args.response.token as string };
  const agency = (await (await request.get('/it/v1.0/agencies/my-agency', { headers })).json()).args.response;
  const answer = await request.post('/it/v1.0/agencies/schede/client-set', {
    headers,
    data: {
      action: ready ? 'save_for_signature' : 'save',
      is_edited: !ready,
      scheda_fields:
        ready || complete ? completeSheetFields(company, agency.id) : { legal_seat: { company_name: company } },
      'signature-email': signer,
      language: 'it',
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const id = (await answer.json()).args.response.client_id as number;
  if (send) {
    const sent = await request.post(`/it/v1.0/agencies/schede/client-set/${id}`, {
      headers,
      data: { action: 'send', 'signature-email': signer, language: 'it' },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
  return id;
}
