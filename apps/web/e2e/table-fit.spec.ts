import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SHEET_STATUSES } from '@portal/contracts';
import { messages } from '@portal/contracts/messages';
import { frame as enFrame } from '../src/locales/frame/en';
import { createActiveUser, es, fr, it, PASSWORD, unique } from './helpers';

// Issue 9 #2: on a 1280 px laptop with the menu open (worse in French) lists hid their columns
// behind a sideways scroll and the sticky actions column covered data; #14: the agent's lists
// repeated the agent's own agency on every row.
test.describe.configure({ timeout: 180_000 });

const en = { ...messages.en, ...enFrame };
type Texts = typeof it;
const LANGUAGES: [string, Texts][] = [
  ['fr-FR', fr],
  ['en-GB', en as Texts],
  ['es-ES', es],
  ['it-IT', it],
];

type Screen = {
  path: string;
  heading: (L: Texts) => string;
  columns: (L: Texts) => string[];
  absent?: (L: Texts) => string[];
};

const clientColumns = (L: Texts) => [
  L.clients.columns.company_name,
  L.clients.columns.sheet_status,
  L.clients.columns.client_status,
  L.clients.columns.updated_at,
];

/** A revenue header's words before the day it runs to ("Progressive 2025 to 29 Nov"): the day is the server's. */
const beforeDay = (text: string, year: number) =>
  (text.split('{{day}}')[0] ?? '').replace('{{year}}', String(year)).trim();

/** A revenue table's figures, after its first column (agency or client); the year columns named after the years. */
const revenueColumns = (L: Texts) => {
  const year = new Date().getFullYear();
  return [
    L.sales.columns.province,
    beforeDay(L.sales.columns.yearFull, year - 1),
    beforeDay(L.sales.columns.progressiveTo, year - 1),
    beforeDay(L.sales.columns.yearTo, year),
    L.sales.columns.delta,
    L.sales.columns.delta_percent,
  ];
};

const SCREENS: Record<'admin' | 'agent', Screen[]> = {
  admin: [
    {
      path: '/admin/users',
      heading: (L) => L.users.page.title,
      columns: (L) => [
        L.users.columns.username,
        L.users.columns.name,
        L.users.columns.userType,
        L.users.columns.lastLogin,
        L.users.columns.status,
      ],
    },
    {
      path: '/agencies',
      heading: (L) => L.agencies.page.title,
      columns: (L) => [
        L.agencies.columns.name,
        L.agencies.columns.clients,
        ...SHEET_STATUSES.map((s) => L.sheets.status[s]),
      ],
    },
    {
      path: '/clients',
      heading: (L) => L.clients.page.title,
      columns: (L) => [...clientColumns(L), L.clients.columns.agency],
    },
    {
      path: '/registry',
      heading: (L) => L.sheets.registry.title,
      columns: (L) => [...clientColumns(L), L.clients.columns.agency],
    },
    {
      path: '/admin/outbox',
      heading: (L) => L.outbox.page.title,
      columns: (L) => [
        L.outbox.columns.createdAt,
        L.outbox.columns.subject,
        L.outbox.columns.status,
        L.outbox.columns.lastError,
      ],
    },
    {
      path: '/revenue',
      heading: (L) => L.sales.page.title,
      columns: (L) => [...revenueColumns(L), L.sales.columns.budget],
    },
    {
      path: '/admin/registrations?status=all',
      heading: (L) => L.registrations.page.title,
      columns: (L) => [
        L.registrations.columns.createdAt,
        L.registrations.columns.company,
        L.registrations.columns.name,
        L.registrations.columns.kind,
        L.registrations.columns.status,
      ],
    },
  ],
  agent: [
    {
      path: '/registry',
      heading: (L) => L.sheets.registry.title,
      columns: clientColumns,
      absent: (L) => [L.clients.columns.agency],
    },
    {
      path: '/clients',
      heading: (L) => L.clients.page.title,
      columns: clientColumns,
      absent: (L) => [L.clients.columns.agency],
    },
    {
      path: '/revenue',
      heading: (L) => L.sales.page.title,
      columns: revenueColumns,
    },
    {
      path: '/my-agency',
      heading: (L) => L.agencies.page.myTitle,
      columns: (L) => [L.clients.columns.company_name, L.clients.columns.sheet_status, L.clients.columns.client_status],
    },
  ],
};

/** Rows in the outbox, the registrations and the users (one with a long user name), whatever ran before. */
async function someRows(request: APIRequestContext) {
  // A user name of 40 characters without a break, the kind a reseller's e-mail prefix gives.
  await createActiveUser(request, 'rivenditore.arredamenti.lombardia.');
  for (const email of ['agent@portal.example.it', 'sales@portal.example.it']) {
    expect((await request.post('/fr/v1.0/auth/forgot-password', { data: { email } })).ok()).toBe(true);
  }
  const username = unique('fit');
  const register = await request.post('/fr/v1.0/auth/register', {
    data: {
      username,
      name: 'Jean-Baptiste',
      surname: 'Delacroix-Montmorency',
      company_name: `Ameublement Delacroix et Fils ${username} SARL`,
      vat_number: 'FR12345678901',
      email: `${username}.adresse-longue@entreprise-exemple.fr`,
      phone: '+33 1 23 45 67 89',
      user_type: 'foreign_reseller',
      country: 'FR',
      city: 'Paris',
      postal_code: '75001',
      address: '1 rue de Rivoli',
      privacy: true,
    },
  });
  expect(register.status()).toBe(200);
}

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * What the user sees of the list's first table: whether it scrolls sideways, and for each named
 * header whether it is there, inside the table's room, not cut and not covered (by the sticky
 * actions column, say); and whether a badge is cut to an ellipsis.
 */
function inspect(page: Page, labels: string[]) {
  return page.evaluate((wanted) => {
    // The list's table: one with column headers (an agency's agents are a table without).
    // A chart's figures for screen readers are a visually hidden table: not the list.
    const table = [...document.querySelectorAll('main table')].find(
      (t) => t.querySelector('thead th') && !t.classList.contains('visually-hidden'),
    );
    const box = table?.parentElement;
    if (!table || !box) return { error: 'no table' };
    const headers = [...table.querySelectorAll('thead th')] as HTMLElement[];
    // A header's own label: its sort button or its first text, without what is written under it.
    const labelOf = (th: HTMLElement) => (th.firstChild?.textContent ?? '').trim();
    const room = box.getBoundingClientRect();
    const columns = wanted.map((label) => {
      // The label itself, or a header that starts with it (a revenue header ends with its day).
      const th = headers.find((h) => labelOf(h) === label) ?? headers.find((h) => labelOf(h).startsWith(`${label} `));
      if (!th) return { label, problem: 'missing' };
      th.scrollIntoView({ block: 'center', inline: 'nearest' });
      const r = th.getBoundingClientRect();
      if (r.left < room.left - 1 || r.right > room.right + 1) return { label, problem: 'outside the room' };
      const own = th.firstChild instanceof HTMLElement ? th.firstChild : th;
      if (own.scrollWidth > own.clientWidth + 1) return { label, problem: 'cut' };
      for (const x of [r.left + 3, (r.left + r.right) / 2, r.right - 3]) {
        const top = document.elementFromPoint(x, (r.top + r.bottom) / 2);
        if (!top || !th.contains(top)) return { label, problem: `covered by ${top?.textContent?.trim()}` };
      }
      return { label, problem: null };
    });
    const cutBadges = [...table.querySelectorAll('.mantine-Badge-label, .status-badge')]
      .filter((b) => b.scrollWidth > b.clientWidth + 1)
      .map((b) => b.textContent);
    return {
      scrollsSideways: box.scrollWidth > box.clientWidth + 1,
      columns: columns.filter((c) => c.problem),
      cutBadges,
      labels: headers.map(labelOf),
    };
  }, labels);
}

for (const [locale, L] of LANGUAGES) {
  test(`at 1280x800 with the menu open, every list shows its important columns (${locale})`, async ({
    browser,
    request,
  }) => {
    await someRows(request);
    for (const user of ['admin', 'agent'] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
      const page = await context.newPage();
      await signIn(page, user);
      for (const screen of SCREENS[user]) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { name: screen.heading(L), level: 1 })).toBeVisible();
        await expect(page.getByRole('navigation', { name: L.nav.label }).getByRole('link').first()).toBeInViewport();
        await expect(page.locator('main table:has(thead) tbody tr').first()).toBeVisible();
        const where = `${user} ${screen.path} (${locale})`;
        // A list whose columns come with its data (the revenue tables) may show rows of a first
        // answer before the last: measure once every header is there, so a slow machine is not
        // read as a missing column (a column really missing still fails, after the wait).
        await expect
          .poll(
            async () => {
              const now = await inspect(page, screen.columns(L));
              return now.columns ? now.columns.filter((c) => c.problem === 'missing') : now;
            },
            { message: where, timeout: 15_000 },
          )
          .toEqual([]);
        const seen = await inspect(page, screen.columns(L));
        expect(seen, where).toMatchObject({ scrollsSideways: false, columns: [], cutBadges: [] });
        for (const label of screen.absent?.(L) ?? []) expect(seen.labels, where).not.toContain(label);
      }
      await context.close();
    }
  });
}
