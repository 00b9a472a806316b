import { expect, type Page, test } from '@playwright/test';
import { fr, it, LAPTOP, openFromMenu, PHONE, shot, signedIn, toast, unique } from './helpers';

/** A 2×2 PNG: an image the server recognises by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DwHwyBNIQBEmBgAAAfmA/xmZIbkAAAAABJRU5ErkJggg==',
  'base64',
);

/** Writes a language's tab of the editor: title, summary and a body with a bold word. */
async function writeTab(page: Page, t: typeof it, language: string, title: string, summary: string, body: string) {
  await page.getByRole('tab', { name: new RegExp(t.content.languages[language as 'it']) }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('textbox', { name: t.content.fields.title }).fill(title);
  await panel.getByRole('textbox', { name: t.content.fields.summary }).fill(summary);
  const editor = panel.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type(`${body} `);
  await panel.getByRole('button', { name: t.content.editor.bold }).click();
  await page.keyboard.type('importante');
}

test('staff write a news item in Italian and French; a customer reads it in French; the press sees it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = unique('news');
  const titleIt = `Nuovo catalogo ${tag}`;
  const titleFr = `Nouveau catalogue ${tag}`;

  // Admin, on a laptop in Italian, writes the item from the News list.
  const admin = await signedIn(browser, 'admin', LAPTOP, 'it-IT');
  await openFromMenu(admin, it, it.content.kinds.news);
  await shot(admin, 'news-list-laptop-it', true);
  await admin.getByRole('link', { name: it.content.page.new }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(
    it.content.page.newTitle.replace('{{kind}}', it.content.kind.news),
  );
  // Saving without the Italian title is refused on the field.
  await admin.getByRole('button', { name: it.content.page.save }).click();
  await expect(admin.getByText(it.validation.required).first()).toBeVisible();
  await writeTab(admin, it, 'it', titleIt, 'Il catalogo 2027 è disponibile', 'Il nuovo catalogo è');
  await writeTab(admin, it, 'fr', titleFr, 'Le catalogue 2027 est disponible', 'Le nouveau catalogue est');
  await shot(admin, 'editor-laptop-it', true);
  await admin.getByRole('button', { name: it.content.page.save }).click();
  await expect(toast(admin).filter({ hasText: it.content.success.created })).toBeVisible();
  await admin.waitForURL(/\/content\/\d+\/edit$/);
  const id = Number(/\/content\/(\d+)\/edit$/.exec(admin.url())?.[1]);
  // An image, uploaded once the item exists.
  await admin
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'catalogo.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(admin).filter({ hasText: it.content.success.fileSaved })).toBeVisible();
  await expect(admin.getByText('catalogo.png')).toBeVisible();
  await shot(admin, 'editor-files-laptop-it', true);

  // A customer, on a phone in French, finds it unread in the News list and reads it in French.
  const customer = await signedIn(browser, 'customer', PHONE, 'fr-FR');
  await openFromMenu(customer, fr, fr.content.kinds.news);
  const row = customer.getByRole('link', { name: titleFr });
  await expect(row).toBeVisible();
  await expect(customer.getByText(fr.content.page.unread).first()).toBeVisible();
  await shot(customer, 'news-list-phone-fr', true);
  await row.click();
  await expect(customer.getByRole('heading', { level: 1, name: titleFr })).toBeVisible();
  await expect(customer.getByText('Le nouveau catalogue est')).toBeVisible();
  await expect(customer.locator('.content-body strong')).toHaveText('importante');
  await expect(customer.getByRole('img', { name: 'catalogo.png' })).toBeVisible();
  await shot(customer, 'news-item-phone-fr', true);
  await expect(customer.getByRole('button', { name: fr.content.page.edit })).toHaveCount(0);

  // Back on the list it is read; an address of an item outside the customer's reach is "not found".
  await customer.getByRole('link', { name: fr.content.page.back }).click();
  await expect(customer.getByRole('link', { name: titleFr })).toBeVisible();

  // The press user sees News, Communications, Trends and Promotions and reads the item (Italian screen).
  const press = await signedIn(browser, 'press', LAPTOP, 'it-IT');
  const nav = press.getByRole('navigation', { name: it.nav.label });
  for (const label of Object.values(it.content.kinds)) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await openFromMenu(press, it, it.content.kinds.news);
  await expect(press.getByRole('link', { name: titleIt })).toBeVisible();
  await shot(press, 'news-list-press-laptop-it', true);
  await press.goto(`/content/${id}`);
  await expect(press.getByRole('heading', { level: 1, name: titleIt })).toBeVisible();
  await shot(press, 'news-item-press-laptop-it', true);
  // The press user's account names the role as the press, not as a customer.
  await press.goto('/account');
  await expect(press.getByText(it.account.page.pressRole, { exact: true }).first()).toBeVisible();
  await expect(press.getByText(it.generic.legend.userTypes['3'], { exact: true })).toHaveCount(0);
});
