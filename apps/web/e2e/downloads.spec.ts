import { expect, test } from '@playwright/test';
import { fr, it, LAPTOP, openFromMenu, PHONE, shot, signedIn, toast, unique } from './helpers';

test('staff make a folder and upload with progress; an agent downloads it; a customer does not see it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const name = unique('Agenti E2E');
  const data = Buffer.alloc(3 * 1024 * 1024, 'portal-');

  // Staff, on a laptop in Italian: a folder for agents only, then a file uploaded into it.
  const admin = await signedIn(browser, 'admin', LAPTOP, 'it-IT', { acceptDownloads: true });
  await openFromMenu(admin, it, it.downloads.page.title);
  await expect(admin.getByText(it.downloads.page.cookieNotice)).toBeVisible();
  await shot(admin, 'downloads-laptop-it');
  await admin.getByRole('button', { name: it.downloads.page.newFolder }).click();
  const folderDialog = admin.getByRole('dialog');
  await folderDialog.getByLabel(it.downloads.fields.name_it).fill(name);
  await folderDialog.getByLabel(it.downloads.fields.name_fr).fill(`${name} FR`);
  await folderDialog.getByLabel(it.downloads.audience.customers).uncheck();
  await folderDialog.getByLabel(it.downloads.audience.press).uncheck();
  await shot(admin, 'downloads-new-folder-laptop-it');
  await folderDialog.getByRole('button', { name: it.downloads.page.create }).click();
  await expect(toast(admin).filter({ hasText: it.downloads.success.folderCreated })).toBeVisible();
  await admin.getByRole('link', { name }).click();
  await admin.getByRole('button', { name: it.downloads.page.upload }).click();
  const upload = admin.getByRole('dialog');
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'listino-agenti.bin', mimeType: 'application/octet-stream', buffer: data });
  await upload.getByLabel(it.downloads.fields.title).fill('Listino riservato');
  // The answer waits a moment, so the bar is seen once the bytes are sent.
  await admin.route('**/downloads/folders/*/files', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await upload.getByRole('button', { name: it.downloads.page.upload }).click();
  await expect(upload.getByTestId('upload-progress')).toBeVisible();
  // The bar's filled part has no width at 0 % (a routed request may report no upload progress
  // before its answer), so the bar is checked by its value and the sentence that reads it out.
  await expect(upload.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(upload.getByText(/^Caricamento… \d+%$/)).toBeVisible();
  await shot(admin, 'downloads-upload-laptop-it');
  await expect(toast(admin).filter({ hasText: it.downloads.success.uploaded })).toBeVisible({ timeout: 60_000 });
  await expect(admin.getByTestId('download-file').filter({ hasText: 'Listino riservato' })).toBeVisible();
  await expect(admin.getByText('3 MB')).toBeVisible();
  await shot(admin, 'downloads-folder-laptop-it');

  // An agent, on a phone in French, opens the folder and downloads the file through the browser.
  const agent = await signedIn(browser, 'agent', PHONE, 'fr-FR', { acceptDownloads: true });
  // Its dashboard lists the newest files it may download, the new one first.
  const tile = agent.locator('[data-widget="dashboard-downloads"]');
  await expect(tile.getByRole('link', { name: 'Listino riservato' })).toBeVisible();
  await tile.scrollIntoViewIfNeeded();
  await shot(agent, 'downloads-tile-phone-fr');
  await openFromMenu(agent, fr, fr.downloads.page.title);
  await shot(agent, 'downloads-phone-fr');
  await agent.getByRole('link', { name: `${name} FR` }).click();
  await expect(agent.getByText('Listino riservato')).toBeVisible();
  await shot(agent, 'downloads-folder-phone-fr');
  const [download] = await Promise.all([
    agent.waitForEvent('download'),
    agent.getByRole('button', { name: `${fr.downloads.page.download}: Listino riservato` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('listino-agenti.bin');
  const saved = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(saved)).equals(data)).toBe(true);

  // A customer sees neither that folder nor the demo's agents-only one.
  const customer = await signedIn(browser, 'customer', PHONE, 'it-IT', { acceptDownloads: true });
  await openFromMenu(customer, it, it.downloads.page.title);
  await expect(customer.getByTestId('download-folder').first()).toBeVisible();
  await expect(customer.getByRole('link', { name })).toHaveCount(0);
  await expect(customer.getByRole('link', { name: 'Rete agenti' })).toHaveCount(0);
  await expect(customer.getByRole('link', { name: 'Cataloghi' })).toBeVisible();
  await shot(customer, 'downloads-phone-it');
});
