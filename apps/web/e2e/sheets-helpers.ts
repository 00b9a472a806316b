import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page } from '@playwright/test';

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
export async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
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
