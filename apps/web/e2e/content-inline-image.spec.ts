import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { it, LAPTOP, PHONE, shot, signedIn, toast, unique } from './helpers';

/** A 320×180 PNG (a blue to green band), an image the server recognises by its content. */
function png(width = 320, height = 180): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows.set([40, Math.round((x / width) * 200) + 40, 180], at);
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = png();

test('staff place an uploaded image inside a news item’s text, with its description; readers see it there, not twice', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = unique('inline');
  const title = `Cucine in mostra ${tag}`;
  const alt = 'Cucina Aurora in rovere, vista frontale';
  const e = it.content.editor;

  const admin = await signedIn(browser, 'admin', LAPTOP, 'it-IT');
  await admin.goto('/content/new/news');
  const panel = admin.getByRole('tabpanel');
  await panel.getByRole('textbox', { name: it.content.fields.title }).fill(title);
  await panel.locator('.ProseMirror').click();
  await admin.keyboard.type('Prima della foto.');
  // A new item has no files yet: the button says to save first.
  const button = panel.getByRole('button', { name: e.image });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('title', e.imageSaveFirst);
  await admin.getByRole('button', { name: it.content.page.save }).click();
  await expect(toast(admin).filter({ hasText: it.content.success.created })).toBeVisible();
  await admin.waitForURL(/\/content\/\d+\/edit$/);
  const id = Number(/\/content\/(\d+)\/edit$/.exec(admin.url())?.[1]);

  // Saved: the toolbar's image button opens the dialog; a file and a description are both needed.
  await admin.getByRole('tabpanel').locator('.ProseMirror').click();
  await admin.keyboard.press('End');
  await admin.getByRole('tabpanel').getByRole('button', { name: e.image }).click();
  const dialog = admin.getByRole('dialog', { name: e.imageTitle });
  await dialog.getByRole('button', { name: e.imageInsert }).click();
  await expect(dialog.getByText(e.imageFileRequired)).toBeVisible();
  await expect(dialog.getByText(it.validation.required)).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'aurora.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('textbox', { name: e.imageAlt }).fill(alt);
  await shot(admin, 'inline-image-dialog-laptop-it');
  await dialog.getByRole('button', { name: e.imageInsert }).click();
  await expect(dialog).toBeHidden();
  // In the editor, fetched with the session.
  const placed = admin.locator('.ProseMirror img');
  await expect(placed).toHaveAttribute('alt', alt);
  await expect(placed).toHaveAttribute('src', /^blob:/);
  await admin.getByRole('button', { name: it.content.page.save }).click();
  await expect(toast(admin).filter({ hasText: it.content.success.updated })).toBeVisible();
  await shot(admin, 'inline-image-editor-laptop-it', true);

  // Reopened, the editor keeps it (the body's image is read back, not dropped).
  await admin.reload();
  await expect(admin.locator('.ProseMirror img')).toHaveAttribute('alt', alt);

  // Readers: inside the text, from the portal's own file; not repeated above the text.
  for (const [viewport, locale, name] of [
    [PHONE, 'fr-FR', 'phone-fr'],
    [LAPTOP, 'it-IT', 'laptop-it'],
  ] as const) {
    const customer = await signedIn(browser, 'customer', viewport, locale);
    await customer.goto(`/content/${id}`);
    const image = customer.locator('.content-body img');
    await expect(image).toHaveAttribute('alt', alt);
    await expect(image).toHaveAttribute('src', /^blob:/);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(customer.getByRole('img', { name: alt })).toHaveCount(1);
    await expect(customer.getByText('Prima della foto.')).toBeVisible();
    // Never wider than the page.
    expect(await customer.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(customer, `inline-image-item-${name}`, true);
  }
});
