import { expect, type Page, test } from '@playwright/test';
import { apiToken, it, loginAndWait } from './helpers';

// Issue 33 item 4: revenue figures that add up and say what they are, on a laptop and a phone.

const P = it.sales.page;
const C = it.sales.revenueCategories;
const year = new Date().getFullYear();
const SIZES = [
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** No sideways scrolling: the page is as wide as the window. */
async function fitsWidth(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

for (const size of SIZES) {
  test(`a client's categories add up to the named total, the columns say the years and the day (${size.name})`, async ({
    browser,
    request,
  }) => {
    const token = await apiToken(request, 'agent');
    const me = await request.get('/it/v1.0/auth/me', { headers: { 'access-token': token } });
    const agency = (await me.json()).args.response.agency.id as number;
    const clients = await request.get(`/it/v1.0/sales/current/agent/${agency}?sort=name&order=asc`, {
      headers: { 'access-token': token },
    });
    const client = (await clients.json()).args.response.rows[0].id as number;

    const page = await (await browser.newContext({ viewport: size.viewport })).newPage();
    await loginAndWait(page, 'agent');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`/revenue?agency=${agency}&client=${client}`);
    const section = page.getByRole('region', { name: P.byCategory });
    const ofWhich = P.ofWhich.replace('{{name}}', C.worktops_jit);
    const total = P.totalOf.replace('{{name}}', C.expo);
    // Just-in-time as part of the worktops, expo as the total row, not a category beside the others.
    await expect(section.getByRole('link', { name: ofWhich })).toBeVisible();
    await expect(section.getByText(total, { exact: true })).toBeVisible();
    await expect(section.getByRole('link', { name: C.expo, exact: true })).toHaveCount(0);
    // What the progressive is, up to which day, where it first appears.
    await expect(section.getByTestId('progressive-note')).toContainText(`${year - 1}`);
    await expect(section.getByTestId('progressive-note')).toContainText(P.progressiveNote.split(':')[0] ?? '');
    await expect(section).toContainText(`Progressivo ${year - 1} al `);
    await expect(section).toContainText(`Anno ${year} al `);
    await fitsWidth(page);

    // A year with no sales recorded before it: named after itself, and — rather than 0 € for the year before.
    await page.goto(`/revenue?agency=${agency}&year=${year - 2}`);
    const agencyTable = page.getByRole('region', { name: P.byClient });
    await expect(agencyTable).toContainText(`Anno ${year - 2} al 31 dic`);
    await expect(agencyTable).not.toContainText(it.sales.columns.current_year);
    await expect(agencyTable).toContainText(P.noPrevious.split('{{day}}')[0] ?? '');
    await expect(agencyTable.getByLabel(P.notRecorded).first()).toBeVisible();
    await fitsWidth(page);
    await page.context().close();
  });
}
