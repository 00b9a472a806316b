import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const fromHere = createRequire(import.meta.url);
const load = (file: string) => readFileSync(fromHere.resolve(`dejavu-fonts-ttf/ttf/${file}`));

// pdfkit's standard fonts only cover WinAnsi; DejaVu covers Latin, Greek and Cyrillic.
// Read once per process; pdfkit embeds only the glyphs a document uses.
const FONTS = {
  Body: load('DejaVuSans.ttf'),
  Bold: load('DejaVuSans-Bold.ttf'),
  // As wide as Helvetica: tables keep their columns.
  Condensed: load('DejaVuSansCondensed.ttf'),
  CondensedBold: load('DejaVuSansCondensed-Bold.ttf'),
  // The typed signature: an italic, as a hand would write it.
  Signature: load('DejaVuSerif-Italic.ttf'),
};

/** Registers the fonts above by name on `doc` and selects Body. */
export function registerFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  for (const [name, data] of Object.entries(FONTS)) doc.registerFont(name, data);
  return doc.font('Body');
}
