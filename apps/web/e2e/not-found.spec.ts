import { expect, type Page, type Route, test } from '@playwright/test';
import { it, toast, unique } from './helpers';
import { createSheet, signIn } from './sheets-helpers';

/**
 * Issue 9 #8: a record that does not exist or is another agency's, and an unknown address, say
 * "not found" inside the frame (menu and header stay) with a way back, and nothing else: no toast
 * repeating it, no "reload" that could not help. Reload stays for real loading failures.
 */
async function expectNotFoundInFrame(page: Page, title: string, back: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: it.nav.label })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: back })).toBeVisible();
  await expect(page.getByRole('button', { name: it.common.reload })).toHaveCount(0);
  await expect(page.getByText(it.notices.pageLoadError)).toHaveCount(0);
  // A toast would come with the failed answer; give it the time to show up.
  await page.waitForLoadState('networkidle');
  await expect(toast(page)).toHaveCount(0);
}

/** Answers a request with the API's error envelope and `status`. */
const answerError = (status: number) => (route: Route) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify({ code: status, args: { error: { message: 'x' } } }),
  });

let otherAgencyClient = 0;

test.beforeAll(async ({ request }) => {
  otherAgencyClient = await createSheet(request, 'agent2', { company: `${unique('Altra agenzia ')} S.r.l.` });
});

test("an agent opening another agency's sheet or client card is told it is not found, in the frame", async ({
  browser,
}) => {
  const page = await signIn(browser, 'agent');
  await page.goto(`/registry/${otherAgencyClient}`);
  await expectNotFoundInFrame(page, it.notices.notFound, it.sheets.page.backToRegistry);
  await page.getByRole('main').getByRole('link', { name: it.sheets.page.backToRegistry }).click();
  await expect(page).toHaveURL(/\/registry$/);

  await page.goto(`/clients/${otherAgencyClient}`);
  await expectNotFoundInFrame(page, it.notices.notFound, it.clients.page.backToList);
  await page.getByRole('main').getByRole('link', { name: it.clients.page.backToList }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await page.context().close();
});

test('an unknown address while signed in keeps the menu and header and leads home', async ({ browser }) => {
  const page = await signIn(browser, 'agent');
  await page.goto('/no-such-page/at-all');
  await expectNotFoundInFrame(page, it.errors.routeNotFound, it.common.home);
  await page.getByRole('main').getByRole('link', { name: it.common.home }).click();
  // Home is the role's first screen (the dashboard).
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().close();
});

test("a page outside the user's role leads home instead of offering a reload", async ({ browser }) => {
  const page = await signIn(browser, 'agent');
  await page.goto('/agencies');
  await expectNotFoundInFrame(page, it.notices.forbidden, it.common.home);
  await page.context().close();
});

test('a real loading failure still offers to reload, with the way back', async ({ browser }) => {
  const page = await signIn(browser, 'agent');
  await page.route('**/agencies/clients/*', answerError(500));
  await page.goto('/clients/1');
  await expect(page.getByRole('heading', { level: 1, name: it.notices.pageLoadError })).toBeVisible();
  await expect(page.getByRole('button', { name: it.common.reload })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: it.clients.page.backToList })).toBeVisible();
  await page.context().close();
});

test('a client card whose sheet versions do not come says so, not that the client has no sheet', async ({
  browser,
  request,
}) => {
  const clientId = await createSheet(request, 'agent', { company: `${unique('Versioni ')} S.r.l.` });
  const page = await signIn(browser, 'agent');
  // The card comes, the versions are then refused (as when the client has just changed agency).
  await page.route('**/schede/client-form/*', answerError(403));
  await page.goto(`/clients/${clientId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(it.notices.pageLoadError)).toBeVisible();
  await expect(page.getByText(it.clients.page.noSheet)).toHaveCount(0);
  await page.context().close();
});
