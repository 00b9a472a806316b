import { expect, test } from '@playwright/test';
import { USER_TYPE } from '@portal/contracts';
import { it, loginAndWait } from './helpers';
import { menuFor } from './menu';

function label(key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], it) as string;
}

const ROLES = [
  {
    username: 'admin',
    userType: USER_TYPE.admin,
    has: [
      it.users.page.title,
      it.registrations.page.title,
      it.outbox.page.title,
      it.materials.page.supportTitle,
      it.materials.page.title,
      it.materials.page.requestsTitle,
      it.materials.page.archiveTitle,
      it.shipments.page.toSendTitle,
    ],
    hasNot: [it.materials.page.myRequestsTitle],
  },
  {
    username: 'sales',
    userType: USER_TYPE.sales,
    has: [
      it.outbox.page.title,
      it.materials.page.supportTitle,
      it.materials.page.title,
      it.materials.page.requestsTitle,
      it.materials.page.archiveTitle,
      it.shipments.page.toSendTitle,
    ],
    hasNot: [it.users.page.title, it.registrations.page.title, it.materials.page.myRequestsTitle],
  },
  ...(['agent', 'agent2'] as const).map((username) => ({
    username,
    userType: USER_TYPE.agent,
    has: [it.materials.page.supportTitle, it.materials.page.myRequestsTitle, it.shipments.page.title],
    hasNot: [
      it.users.page.title,
      it.outbox.page.title,
      it.materials.page.title,
      it.materials.page.requestsTitle,
      it.materials.page.archiveTitle,
      it.shipments.page.toSendTitle,
    ],
  })),
  {
    username: 'customer',
    userType: USER_TYPE.customer,
    hasNot: [
      it.users.page.title,
      it.outbox.page.title,
      it.materials.page.supportTitle,
      it.materials.page.title,
      it.shipments.page.title,
    ],
  },
];

for (const role of ROLES) {
  test(`${role.username} sees exactly the menu of the role and lands on its first screen`, async ({ page }) => {
    await loginAndWait(page, role.username);
    const expected = menuFor({ userType: role.userType }).map((entry) => label(entry.labelKey));
    const nav = page.getByRole('navigation', { name: it.nav.label });
    await expect(nav.getByRole('link')).toHaveText(expected);
    for (const name of role.has ?? []) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of role.hasNot ?? []) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: it.account.page.title })).toBeVisible();
    // Signing in goes home, which sends each role on to its first menu entry.
    await expect(page).toHaveURL((url) => url.pathname === menuFor({ userType: role.userType })[0]?.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a screen outside the role is refused', async ({ page }) => {
  await loginAndWait(page, 'sales');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: it.notices.forbidden })).toBeVisible();
});

test('material management is refused to agents, their own list of requests to staff', async ({ page }) => {
  await loginAndWait(page, 'agent');
  for (const path of ['/materials', '/agent-requests', '/materials-archive']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: it.notices.forbidden })).toBeVisible();
  }
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: it.auth.page.signOut }).click();
  await loginAndWait(page, 'sales');
  await page.goto('/material-requests');
  await expect(page.getByRole('heading', { level: 1, name: it.notices.forbidden })).toBeVisible();
});

test('the client search is there for agents, not for customers', async ({ page }) => {
  await loginAndWait(page, 'agent');
  const search = page.getByRole('searchbox', { name: it.search.page.label });
  await search.fill('a');
  await expect(page.getByText(it.validation.searchMin.replace('{{min}}', '2'))).toBeVisible();
  await search.fill('zzqqxx-nessuno');
  await expect(page.getByText(it.search.page.noResults)).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: it.auth.page.signOut }).click();
  await loginAndWait(page, 'customer');
  await expect(page.getByRole('searchbox', { name: it.search.page.label })).toHaveCount(0);
});
