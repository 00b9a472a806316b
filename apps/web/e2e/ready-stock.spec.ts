import { expect, test } from '@playwright/test';
import { apiToken, fr, it, openFromMenu, PHONE, shot, signedIn, toast, waitForMail } from './helpers';

const LAPTOP = { width: 1280, height: 800 };

type Item = { id: number; code: string; availability: string; free: number };

test('a customer reserves the last unit while a second buyer is refused', async ({ browser, request }) => {
  // Five sign-ins and two screens each on a busy two-core machine.
  test.setTimeout(240_000);
  const token = await apiToken(request, 'agent');
  const listed = await request.get('/it/v1.0/ready-stock?pageSize=100', { headers: { 'access-token': token } });
  const rows = (await listed.json()).args.response.rows as Item[];
  const last = rows.find((r) => r.availability === 'one_left') as Item;
  expect(last).toBeTruthy();

  // The agent, on a laptop, has the list open and the last unit still shows as available.
  const agent = await signedIn(browser, 'agent', LAPTOP, 'it-IT');
  await openFromMenu(agent, it, it.readyStock.page.title);
  await agent.getByRole('textbox', { name: it.readyStock.page.search }).fill(last.code);
  await expect(agent.getByText(it.readyStock.availability.one_left).first()).toBeVisible();
  await shot(agent, 'ready-stock-laptop-it');

  // The customer, on a phone, reserves it for self-collection and sees both dates.
  const customer = await signedIn(browser, 'customer', PHONE, 'it-IT');
  await openFromMenu(customer, it, it.readyStock.page.title);
  await shot(customer, 'ready-stock-phone-it');
  await customer.getByRole('textbox', { name: it.readyStock.page.search }).fill(last.code);
  await customer.getByRole('button', { name: it.readyStock.page.reserveTitle.replace('{{code}}', last.code) }).click();
  const dialog = customer.getByRole('dialog');
  await dialog.getByText(it.readyStock.deliveryMode.self_collection).click();
  await expect(dialog.getByTestId('collection-dates')).toContainText(
    it.readyStock.page.collectBy.split('{{')[0] as string,
  );
  await shot(customer, 'reserve-dialog-phone-it');
  await dialog.getByRole('button', { name: it.readyStock.page.confirm }).click();
  await expect(toast(customer).filter({ hasText: it.readyStock.success.reserved })).toBeVisible();
  await expect(customer.getByText(it.readyStock.availability.none).first()).toBeVisible();

  // The agent, who still sees it on their screen, tries for a client and is told it is gone.
  await agent.getByRole('button', { name: it.readyStock.page.reserveTitle.replace('{{code}}', last.code) }).click();
  const second = agent.getByRole('dialog');
  await second.getByLabel(it.readyStock.page.client).click();
  await agent.getByRole('listbox').getByRole('option').first().click();
  await second.getByRole('button', { name: it.readyStock.page.confirm }).click();
  await expect(second.getByRole('alert')).toHaveText(it.readyStock.errors.soldOut);
  await shot(agent, 'reserve-refused-laptop-it');

  // Staff refuse the customer's reservation with a reason: the unit is back and the customer is told.
  const admin = await signedIn(browser, 'admin', LAPTOP, 'fr-FR');
  await openFromMenu(admin, fr, fr.readyStock.page.reservationsTitle);
  await expect(admin.getByText(fr.readyStock.state.requested).first()).toBeVisible();
  await shot(admin, 'reservations-laptop-fr');
  const agentPhone = await signedIn(browser, 'agent', PHONE, 'fr-FR');
  await openFromMenu(agentPhone, fr, fr.readyStock.page.title);
  await expect(agentPhone.getByText(fr.readyStock.availability.few_left).first()).toBeVisible();
  await shot(agentPhone, 'ready-stock-phone-fr');
  const customerPhone = await signedIn(browser, 'customer', PHONE, 'it-IT');
  await openFromMenu(customerPhone, it, it.readyStock.page.reservationsTitle);
  await shot(customerPhone, 'reservations-phone-it');
  const mine = await request.get('/it/v1.0/ready-stock/reservations?state=requested&pageSize=100', {
    headers: { 'access-token': await apiToken(request, 'customer') },
  });
  const reservation = ((await mine.json()).args.response.rows as { id: number; code: string }[]).find(
    (r) => r.code === last.code,
  );
  expect(reservation).toBeTruthy();
  const refused = await request.post(`/it/v1.0/ready-stock/reservations/${reservation?.id}/refuse`, {
    headers: { 'access-token': await apiToken(request, 'admin') },
    data: { reason: 'Venduto in sede' },
  });
  expect(refused.status()).toBe(200);
  const mail = await waitForMail('customer@portal.example.it', (m) => m.subject.includes(last.code));
  expect(mail.text).toContain('Venduto in sede');
});
