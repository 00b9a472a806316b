import { getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

/**
 * The text a reader sees: pdf.js decodes every font through its encoding or ToUnicode map,
 * so a glyph that is missing or mapped wrong shows here. One line per line of text.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the bytes it gets: hand it a copy.
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    }
    text += '\n';
  }
  await doc.destroy();
  return text;
}

/** The BaseFont of every font dictionary (pdfkit never compresses dictionaries). */
export const pdfFonts = (pdf: Uint8Array): string[] =>
  [
    ...Buffer.from(pdf)
      .toString('latin1')
      .matchAll(/\/BaseFont \/([^\s/<>[\]()]+)/g),
  ].map((m) => m[1] ?? '');

/** Every font is an embedded DejaVu subset; none is a standard font (those only cover WinAnsi). */
export function expectDejaVuOnly(pdf: Uint8Array): void {
  const fonts = pdfFonts(pdf);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+DejaVu/);
  const raw = Buffer.from(pdf).toString('latin1');
  expect(raw).toContain('/FontFile2');
  expect(raw).not.toMatch(/\/(Helvetica|Times|Courier)/);
}
