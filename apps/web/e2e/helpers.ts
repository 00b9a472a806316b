import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { messages } from '@portal/contracts/messages';
import { frame as esFrame } from '../src/locales/frame/es';
import { frame as frFrame } from '../src/locales/frame/fr';
import { frame as itFrame } from '../src/locales/frame/it';

export const PASSWORD = 'Portal-2026!';
export const MAIL_API = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 3211}/mails`;
/** Italian texts, as the tests run with locale it-IT: the catalogue and the web app's frame. */
export const it = { ...messages.it, ...itFrame };
/** The French and Spanish texts, for the tests of other languages. */
export const fr = { ...messages.fr, ...frFrame };
export const es = { ...messages.es, ...esFrame };

/** Unique per run, so reruns on one database never collide. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export async function login(page: Page, username: string, password = PASSWORD) {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: it.auth.page.signIn }).click();
}

/** Signs in and waits for the role's first screen: `/` only passes through on its way there. */
export async function loginAndWait(page: Page, username: string, password = PASSWORD) {
  await login(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/');
}

export function toast(page: Page) {
  return page.locator('.Toastify__toast-container--top-right .Toastify__toast');
}

type Mail = { to: string[]; subject: string; text: string; html: string };

/** Waits for an e-mail to the address caught by the e2e SMTP catcher. */
export async function waitForMail(address: string, match: (mail: Mail) => boolean = () => true): Promise<Mail> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${MAIL_API}?to=${encodeURIComponent(address)}`);
    const found = ((await response.json()) as Mail[]).filter(match).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${address}`);
}

export function linkIn(mail: Mail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in "${mail.subject}"`);
  return match[0];
}

export async function apiToken(request: APIRequestContext, username: string, password = PASSWORD): Promise<string> {
  const response = await request.post('/it/v1.0/auth/login', { data: { username, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).args.response.token as string;
}

/**
 * A fresh customer with a password, made through the API the way the UI does it: registration,
 * admin approval, activation link from the e-mail.
 */
export async function createActiveUser(request: APIRequestContext, prefix = 'e2e') {
  const username = unique(prefix);
  const email = `${username}@example.com`;
  const register = await request.post('/it/v1.0/auth/register', {
    data: {
      username,
      name: 'Test',
      surname: 'Utente',
      company_name: `Arredi ${username}`,
      vat_number: 'DE123456789',
      email,
      phone: '+49 30 123456',
      user_type: 'foreign_reseller',
      country: 'DE',
      city: 'Berlin',
      postal_code: '10115',
      address: 'Unter den Linden 1',
      privacy: true,
    },
  });
  expect(register.status()).toBe(200);
  const admin = await apiToken(request, 'admin');
  const list = await request.get(`/it/v1.0/admin/registrations?q=${username}`, { headers: { 'access-token': admin } });
  const id = (await list.json()).args.response.rows[0].id as number;
  const approve = await request.post(`/it/v1.0/admin/registrations/${id}/approve`, {
    headers: { 'access-token': admin },
  });
  expect(approve.status()).toBe(200);
  const link = linkIn(await waitForMail(email, (m) => m.text.includes('welcome=1')));
  const token = new URL(link).searchParams.get('token');
  const set = await request.post('/it/v1.0/auth/reset-password', {
    data: { token, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(set.status()).toBe(200);
  return { username, email, password: PASSWORD };
}

/** WCAG contrast of an element's text against the first opaque background behind it. */
export function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    let background = [255, 255, 255];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = channels(getComputedStyle(node).backgroundColor);
      if (color.length >= 3 && (color[3] ?? 1) > 0.5) {
        background = color;
        break;
      }
    }
    const [light, dark] = [luminance(channels(getComputedStyle(element).color)), luminance(background)].sort(
      (a, b) => b - a,
    );
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  });
}

/**
 * The scripts the page has started loading by the time `selector` enters it, on the page's own
 * clock (a Resource Timing entry starts before that moment). `open` navigates and waits.
 */
export async function scriptsStartedBefore(page: Page, selector: string, open: () => Promise<void>) {
  await page.addInitScript((watched) => {
    new MutationObserver((_, observer) => {
      if (document.querySelector(watched)) {
        (window as unknown as { shownAt: number }).shownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  await open();
  return page.evaluate(() => {
    const shownAt = (window as unknown as { shownAt: number }).shownAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= shownAt)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js'));
  });
}

/**
 * Opens a screen from the main menu as a user does: on a phone the menu is off the screen (still
 * "visible" to Playwright), so the burger is pressed first when it is there.
 */
export async function openFromMenu(page: Page, t: { nav: { label: string; open: string } }, label: string) {
  const burger = page.getByRole('button', { name: t.nav.open });
  if (await burger.isVisible()) await burger.click();
  await page.getByRole('navigation', { name: t.nav.label }).getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
}

/** The sizes the browser tests look at: a laptop and a phone. */
export const LAPTOP = { width: 1366, height: 768 };
export const PHONE = { width: 390, height: 844 };

/**
 * A page of a new browser context at that size and in that language, signed in as `username` and
 * on its first screen. The sign-in screen is in the browser's language: its button is found by type.
 */
export async function signedIn(
  browser: Browser,
  username: string,
  viewport: { width: number; height: number },
  locale: string,
  options: { acceptDownloads?: boolean } = {},
): Promise<Page> {
  const page = await (await browser.newContext({ viewport, locale, ...options })).newPage();
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

/** A screenshot into E2E_SHOTS_DIR, when it is set. */
export async function shot(page: Page, name: string, fullPage = false) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}
