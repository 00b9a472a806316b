import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousAxe } from './axe';
import { apiToken, it, loginAndWait, unique } from './helpers';

// Up to fifteen axe scans per test on a shared two-core machine.
test.describe.configure({ timeout: 300_000 });
// axe judges what the browser shows: the same build over the same demo data on either database,
// so only the PGlite pass runs it (SAME_ON_EITHER_DATABASE in playwright.config.ts).

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function scan(page: Page, name: string) {
  // The e-mail preview is a script-less sandboxed iframe: axe cannot run inside it and would wait
  // for it; its content is the message itself, not a screen of ours.
  await expectNoSeriousAxe(page, name, ['iframe[sandbox]']);
}

/** Opens a screen and waits for its heading. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Opens the dashboard and waits for every widget's figures (its skeletons gone). */
async function visitDashboard(page: Page) {
  await visit(page, '/dashboard');
  await expect(page.locator('[data-widget="dashboard-revenue"] li').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** Opens a menu, scans the screen with it open, and closes it. */
async function openMenu(page: Page, target: Locator, name: string) {
  await target.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scan(page, name);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

/** A registration request to open. */
async function register(request: APIRequestContext) {
  const username = unique('a11y');
  const response = await request.post('/it/v1.0/auth/register', {
    data: {
      username,
      name: 'Anna',
      surname: 'Rossi',
      company_name: `Arredi ${username}`,
      vat_number: 'DE123456789',
      email: `${username}@example.com`,
      phone: '+49 30 123456',
      user_type: 'foreign_reseller',
      country: 'DE',
      city: 'Berlin',
      postal_code: '10115',
      address: 'Unter den Linden 1',
      privacy: true,
    },
  });
  expect(response.status()).toBe(200);
}

async function fresh(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'it-IT', serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

for (const viewport of VIEWPORTS) {
  test(`screens before sign-in have no serious accessibility problem at ${viewport.width}px`, async ({ browser }) => {
    const { context, page } = await fresh(browser, viewport);
    for (const [path, heading] of [
      ['/login', it.auth.page.loginTitle],
      ['/register', it.registrations.form.title],
      ['/forgot-password', it.auth.page.forgotTitle],
      ['/reset-password?token=invalid', it.auth.page.resetTitle],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await scan(page, path);
    }
    await page.goto('/register');
    await page.getByRole('button', { name: it.registrations.form.submit }).click();
    await scan(page, '/register with errors');
    await context.close();
  });

  test(`admin's dashboard and lists have no serious accessibility problem at ${viewport.width}px`, async ({
    browser,
  }) => {
    const { context, page } = await fresh(browser, viewport);
    await loginAndWait(page, 'admin');
    await visitDashboard(page);
    await scan(page, '/dashboard');
    for (const path of ['/agencies', '/revenue', '/clients', '/registry', '/admin/users', '/admin/outbox']) {
      await visit(page, path);
      await scan(page, path);
    }
    await context.close();
  });

  test(`the registry with its menus, filters and a row's dialog open has no serious accessibility problem at ${viewport.width}px`, async ({
    browser,
  }) => {
    const { context, page } = await fresh(browser, viewport);
    await loginAndWait(page, 'admin');
    await visit(page, '/registry');
    const rowActions = page.getByRole('button', { name: /^Altre azioni per/ }).first();
    await openMenu(page, rowActions, 'row actions');
    await rowActions.click();
    await page.getByRole('menuitem').last().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan(page, 'registry delete dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await openMenu(page, page.getByRole('button', { name: it.sheets.registry.printList }), 'print menu');
    if (viewport.width < 500) {
      // On a phone the filters fold: open them.
      await page.getByRole('button', { name: it.table.filters }).click();
      await expect(page.getByRole('group', { name: it.sheets.registry.byState })).toBeVisible();
      await scan(page, 'registry filters');
    }
    await context.close();
  });

  test(`admin dialogs and drawers have no serious accessibility problem at ${viewport.width}px`, async ({
    browser,
    request,
  }) => {
    // A message in the outbox and a registration to open, whatever ran before.
    expect(
      (await request.post('/it/v1.0/auth/forgot-password', { data: { email: 'sales@portal.example.it' } })).ok(),
    ).toBe(true);
    await register(request);
    const { context, page } = await fresh(browser, viewport);
    await loginAndWait(page, 'admin');
    await visit(page, '/admin/users');
    await page.getByRole('button', { name: /Disattiva agent2/ }).click();
    await expect(page.getByRole('dialog', { name: it.users.page.disableTitle })).toBeVisible();
    await scan(page, 'disable dialog');
    await page.keyboard.press('Escape');
    await visit(page, '/admin/registrations?status=all');
    await scan(page, '/admin/registrations');
    await page
      .getByRole('button', { name: /^Dettagli della richiesta/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan(page, 'registration drawer');
    await page.keyboard.press('Escape');
    await visit(page, '/admin/outbox');
    await page
      .getByRole('button', { name: /Apri l'e-mail/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan(page, 'outbox detail');
    await context.close();
  });

  test(`admin detail screens have no serious accessibility problem at ${viewport.width}px`, async ({ browser }) => {
    const { context, page } = await fresh(browser, viewport);
    await loginAndWait(page, 'admin');
    for (const path of ['/account', '/account/password', '/registry/new', '/nowhere']) {
      await visit(page, path);
      await scan(page, path);
    }
    // An agency, a client card and a sheet, opened from their lists.
    await visit(page, '/agencies');
    await page.locator('main table a, main article a').first().click();
    await expect(page.locator('main h1')).toBeVisible();
    await scan(page, 'agency detail');
    await visit(page, '/clients');
    await page.locator('main table a, main article a').first().click();
    await expect(page.locator('main h1')).toBeVisible();
    await scan(page, 'client card');
    await visit(page, '/registry');
    await page.locator('main table a, main article a').first().click();
    await expect(page.locator('main h1')).toBeVisible();
    await scan(page, 'sheet');
    await context.close();
  });

  test(`the header's menus and the search have no serious accessibility problem at ${viewport.width}px`, async ({
    browser,
  }) => {
    const { context, page } = await fresh(browser, viewport);
    await loginAndWait(page, 'admin');
    // The user menu, the language menu, the search (and on a phone the main menu).
    await visit(page, '/clients');
    await openMenu(page, page.getByTestId('user-menu'), 'user menu');
    await openMenu(page, page.getByRole('button', { name: new RegExp(it.language.label) }), 'language menu');
    if (viewport.width < 500) {
      await page.getByRole('button', { name: it.nav.open }).click();
      await expect(page.getByRole('navigation', { name: it.nav.label }).getByRole('link').first()).toBeInViewport();
      await scan(page, 'phone menu');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: it.search.page.label }).click();
      await expect(page.getByRole('dialog', { name: it.search.page.label })).toBeVisible();
    } else {
      await page.getByRole('searchbox', { name: it.search.page.label }).click();
    }
    await page.keyboard.type('Arred');
    await expect(page.getByRole('listbox', { name: it.search.page.results }).getByRole('option').first()).toBeVisible();
    await scan(page, 'search results');
    await context.close();
  });

  test(`an agent's and a customer's screens have no serious accessibility problem at ${viewport.width}px`, async ({
    browser,
  }) => {
    const { context, page } = await fresh(browser, viewport);
    await loginAndWait(page, 'agent');
    await visitDashboard(page);
    await scan(page, 'agent /dashboard');
    for (const path of ['/my-agency', '/revenue', '/registry', '/clients', '/registry/new', '/account']) {
      await visit(page, path);
      await scan(page, path);
    }
    await visit(page, '/registry');
    await openMenu(page, page.getByRole('button', { name: /^Altre azioni per/ }).first(), 'agent row actions');
    await context.close();
    const customer = await fresh(browser, viewport);
    await loginAndWait(customer.page, 'customer');
    await visitDashboard(customer.page);
    await scan(customer.page, 'customer /dashboard');
    await visit(customer.page, '/account');
    await scan(customer.page, 'customer account');
    await openMenu(customer.page, customer.page.getByTestId('user-menu'), 'customer user menu');
    await customer.context.close();
  });

  test(`shipping screens with their drawers and dialogs open have no serious accessibility problem at ${viewport.width}px`, async ({
    browser,
  }) => {
    const s = it.shipments.page;
    const details = new RegExp(`^${s.openFor.split('{{')[0]}`);
    /** Opens the first shipment of the list in its drawer and scans it; the drawer stays open. */
    async function drawer(page: Page, name: string) {
      await page.getByRole('button', { name: details }).first().click();
      const opened = page.getByRole('dialog', { name: new RegExp(`^${s.detailTitle.split('{{')[0]}`) });
      await expect(opened.getByRole('table')).toBeVisible();
      await scan(page, name);
      return opened;
    }
    const { context, page } = await fresh(browser, viewport);
    await loginAndWait(page, 'admin');
    await page.goto('/shipping/to-send');
    await expect(page.getByRole('heading', { name: s.toSendTitle, level: 1 })).toBeVisible();
    await scan(page, 'to be sent');
    // A request selected, and the preparation's dialog with the other place's fields.
    await page.getByRole('main').getByRole('checkbox').first().check();
    await page.getByRole('button', { name: s.prepare }).click();
    const prepare = page.getByRole('dialog', { name: s.prepareTitle });
    await prepare.getByRole('checkbox', { name: s.otherPlace }).check();
    await expect(prepare.getByRole('textbox', { name: s.address })).toBeVisible();
    await scan(page, 'prepare dialog');
    await page.keyboard.press('Escape');
    await expect(prepare).toBeHidden();

    await visit(page, '/shipping/preparations');
    await scan(page, 'preparations');
    const preparation = await drawer(page, 'preparation drawer');
    await preparation.getByRole('button', { name: s.moveTo.to_confirm }).click();
    await expect(page.getByRole('dialog', { name: s.confirmTitle })).toBeVisible();
    await scan(page, 'confirm dialog');
    await context.close();

    for (const [path, heading] of [
      ['/shipping/shipments?status=ready', s.title],
      ['/shipping/archive', s.archiveTitle],
    ] as const) {
      const staff = await fresh(browser, viewport);
      await loginAndWait(staff.page, 'admin');
      await staff.page.goto(path);
      await expect(staff.page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await scan(staff.page, path);
      await drawer(staff.page, `${path} drawer`);
      await staff.context.close();
    }

    // The agent's shipments (every state, read only) and requests with their shipments.
    const agent = await fresh(browser, viewport);
    await loginAndWait(agent.page, 'agent');
    await visit(agent.page, '/my-shipments');
    await scan(agent.page, '/my-shipments');
    await drawer(agent.page, 'agent shipment drawer');
    await agent.page.goto('/material-requests?status=accepted');
    await expect(agent.page.getByRole('heading', { name: it.materials.page.myRequestsTitle, level: 1 })).toBeVisible();
    await scan(agent.page, 'agent requests with their shipments');
    await agent.context.close();
  });

  test(`support material screens have no serious accessibility problem at ${viewport.width}px`, async ({
    browser,
    request,
  }) => {
    const m = it.materials.page;
    const { context, page } = await fresh(browser, viewport);
    await loginAndWait(page, 'admin');
    for (const [path, heading] of [
      ['/materials', m.title],
      ['/agent-requests', m.requestsTitle],
      ['/materials-archive', m.archiveTitle],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await scan(page, path);
    }
    await page.goto('/materials');
    await page.getByRole('button', { name: m.newMaterial }).click();
    await expect(page.getByRole('dialog', { name: m.newMaterial })).toBeVisible();
    await scan(page, 'new material drawer');
    await context.close();

    const agent = await fresh(browser, viewport);
    const token = await apiToken(request, 'agent');
    const clients = await request.get('/it/v1.0/agencies/clients', { headers: { 'access-token': token } });
    const client = (await clients.json()).args.response.rows[0] as { id: number; company_name: string };
    await loginAndWait(agent.page, 'agent');
    const chosen = new URLSearchParams({ client: String(client.id), clientName: client.company_name });
    for (const [path, heading] of [
      [`/support-materials?${chosen}`, m.supportTitle],
      ['/support-materials?mode=mass', m.supportTitle],
      ['/material-requests', m.myRequestsTitle],
    ] as const) {
      await agent.page.goto(path);
      await expect(agent.page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await scan(agent.page, path);
    }
    await agent.context.close();
  });
}
