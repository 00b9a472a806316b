import { expect, test } from '@playwright/test';
import { fr, it, LAPTOP, PHONE, shot, signedIn, toast } from './helpers';

/** Issue 33 item 10: the smaller things users stumbled on, each as they meet it. */

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));

for (const [language, texts, locale] of [
  ['it', it, 'it-IT'],
  ['fr', fr, 'fr-FR'],
] as const) {
  const m = texts.materials.page;
  const s = texts.shipments.page;

  test(`a load typed as -20 is refused with a message (${language})`, async ({ browser }) => {
    const page = await signedIn(browser, 'sales', LAPTOP, locale);
    await page.goto('/materials');
    await page
      .getByRole('button', { name: new RegExp(`^${fill(m.editFor, { name: '' })}`) })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`^${m.editMaterial} · `) });
    const pieces = drawer.getByRole('textbox', { name: m.loadQuantity, exact: true });
    await pieces.fill('-20');
    await expect(pieces).toHaveValue('-20');
    await drawer.getByRole('button', { name: m.addLoad }).click();
    await expect(drawer.getByText(m.loadNegative)).toBeVisible();
    await drawer.getByText(m.loadNegative).scrollIntoViewIfNeeded();
    await shot(page, `issue33-load-negative-${language}`);
    await page.context().close();
  });

  test(`the dashboard's "all requests" opens them all (${language})`, async ({ browser }) => {
    const page = await signedIn(browser, 'admin', LAPTOP, locale);
    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: texts.dashboard.requests.title })
      .getByRole('link', { name: texts.dashboard.requests.open })
      .click();
    await expect(page).toHaveURL(/\/agent-requests\?status=all/);
    await expect(page.getByRole('table')).toBeVisible();
    const states = await page.getByRole('row').allInnerTexts();
    const decided = [texts.materials.status.accepted, texts.materials.status.rejected, texts.materials.status.partial];
    expect(states.some((row) => decided.some((state) => row.includes(state)))).toBe(true);
    await shot(page, `issue33-all-requests-${language}`);
    await page.context().close();
  });

  for (const [device, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    test(`preparing shows the client's address and the toast opens the preparation (${language}, ${device})`, async ({
      browser,
    }) => {
      const page = await signedIn(browser, 'admin', viewport, locale);
      await page.goto('/shipping/to-send');
      await expect(page.getByRole('heading', { name: s.toSendTitle, level: 1 })).toBeVisible();
      await page.getByRole('main').getByRole('checkbox').first().check();
      await page.getByRole('button', { name: s.prepare }).click();
      const prepare = page.getByRole('dialog', { name: s.prepareTitle });
      const address = prepare.getByTestId('prepare-client-address');
      await expect(address).toContainText(s.clientAddress);
      // The address itself: a street line and the country by name, not only its title.
      await expect(address).toContainText(language === 'it' ? 'Italia' : 'Italie');
      await expect(address).toContainText(/\d{5}/);
      await shot(page, `issue33-prepare-address-${language}-${device}`);
      const prepared = page.waitForResponse(
        (r) => r.url().endsWith('/invio/session') && r.request().method() === 'POST',
      );
      await prepare.getByRole('button', { name: s.prepare }).click();
      const id = (await (await prepared).json()).args.response.id as number;
      const number = `SP${String(id).padStart(7, '0')}`;
      const open = toast(page).getByRole('button', { name: s.openPreparation });
      await expect(open).toBeVisible();
      await shot(page, `issue33-prepare-toast-${language}-${device}`);
      await open.click();
      await expect(page).toHaveURL(new RegExp(`/shipping/preparations\\?open=${id}`));
      const drawer = page.getByRole('dialog', { name: fill(s.detailTitle, { number }) });
      await expect(drawer).toBeVisible();
      // The drawer names the country as the labels print it.
      await expect(drawer).toContainText(language === 'it' ? 'Italia' : 'Italie');
      await shot(page, `issue33-preparation-drawer-${language}-${device}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.context().close();
    });
  }

  test(`the revenue drill-down to a client opens at its top (${language})`, async ({ browser }) => {
    const page = await signedIn(browser, 'admin', LAPTOP, locale);
    await page.goto('/revenue');
    const agencyLink = page.getByRole('main').getByRole('table').getByRole('link').first();
    await agencyLink.click();
    await expect(page).toHaveURL(/agency=/);
    const clientLink = page.getByRole('main').getByRole('table').getByRole('link').last();
    await clientLink.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await clientLink.click();
    await expect(page).toHaveURL(/client=/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await shot(page, `issue33-revenue-client-top-${language}`);
    await page.context().close();
  });

  for (const user of ['admin', 'agent'] as const)
    test(`invoices, revenue and best sellers offer the same years (${language}, ${user})`, async ({ browser }) => {
      const page = await signedIn(browser, user, LAPTOP, locale);
      // None of the screens asks for what the user may not read (an agent's sales/years was a 403).
      const refused: string[] = [];
      page.on('response', (r) => {
        if (r.status() === 403) refused.push(r.url());
      });
      const yearsOf = async (path: string, label: string) => {
        await page.goto(path);
        const select = page.getByRole('main').getByRole('combobox', { name: label, exact: true });
        await select.click();
        const options = page.getByRole('listbox').getByRole('option');
        await expect(options.first()).toBeVisible();
        const years = await options.allInnerTexts();
        await page.keyboard.press('Escape');
        return years.map((y) => y.trim());
      };
      const invoices = await yearsOf('/invoices', texts.invoices.page.year);
      const revenue = await yearsOf('/revenue', texts.sales.page.year);
      const bestSellers = await yearsOf('/best-sellers', texts.sales.page.year);
      expect(invoices).toEqual(revenue);
      expect(bestSellers).toEqual(revenue);
      expect(refused).toEqual([]);
      await page.context().close();
    });

  for (const [device, viewport] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    test(`invoice amounts say what they are, and a customer's list does not repeat its company (${language}, ${device})`, async ({
      browser,
    }) => {
      const inv = texts.invoices;
      const staff = await signedIn(browser, 'admin', viewport, locale);
      await staff.goto('/invoices');
      const table = staff.getByRole('main');
      await expect(table.getByText(inv.columns.taxable).first()).toBeVisible();
      await expect(table.getByText(inv.columns.total).first()).toBeVisible();
      await shot(staff, `issue33-invoices-${language}-${device}`);
      await staff
        .getByRole('button', { name: new RegExp(`^${fill(inv.page.openFor, { number: '' })}`) })
        .first()
        .click();
      const drawer = staff.getByRole('dialog');
      await expect(
        drawer.getByText(new RegExp(`^(${inv.columns.total}|${inv.columns.taxable})$`)).first(),
      ).toBeVisible();
      await shot(staff, `issue33-invoice-drawer-${language}-${device}`);
      await staff.context().close();

      const customer = await signedIn(browser, 'customer', viewport, locale);
      await customer.goto('/invoices');
      await expect(customer.getByText(inv.columns.taxable).first()).toBeVisible();
      if (device === 'laptop') {
        await expect(customer.getByRole('columnheader', { name: inv.columns.client })).toHaveCount(0);
      }
      await shot(customer, `issue33-invoices-customer-${language}-${device}`);
      await customer.context().close();
    });
  }
}
