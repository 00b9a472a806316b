import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { expectDejaVuOnly, pdfText } from '../../test/helpers/pdf';
import { drawTable, drawTitle, onEveryPage, openPdf, type PdfTableStyle } from './pdf-document';

const style = (kind: PdfTableStyle['kind'], bottom: number): PdfTableStyle => ({
  kind,
  rowHeight: 16,
  pad: { x: 3, y: 4 },
  header: { font: 'Bold', size: 9, color: '#000' },
  body: { font: 'Body', size: 9, color: '#222' },
  bottom,
});

/** A document of a title, a table of `rows` rows and "page x of y" under every page. */
async function render(kind: PdfTableStyle['kind'], rows: number) {
  const { doc, done } = await openPdf({ size: 'A4', margin: 40, bufferPages: true });
  drawTitle(doc, 'Elenco Łódź', { size: 16, lines: ['Stampato il 1 marzo'] });
  doc.moveDown(1);
  drawTable(
    doc,
    [{ width: 80 }, { width: 120, align: 'right' }],
    ['Codice', 'Quantità'],
    Array.from({ length: rows }, (_, i) => [`R${i + 1}`, String(i + 1)]),
    style(kind, doc.page.height - 60),
  );
  onEveryPage(doc, (page, pages, margin) =>
    doc.fontSize(7).text(`Pagina ${page} di ${pages}`, 40, doc.page.height - margin - 8, { lineBreak: false }),
  );
  doc.end();
  return done;
}

/** The text of each page, pdf.js reading it as a reader's viewer would. */
const pagesOf = async (pdf: Buffer) => (await extractText(new Uint8Array(pdf), { mergePages: false })).text;

describe('the PDF helper', () => {
  it('writes the title, its small print, the rows and the page numbers, in the DejaVu fonts', async () => {
    const pdf = await render('banded', 3);
    const text = await pdfText(pdf);
    for (const expected of ['Elenco Łódź', 'Stampato il 1 marzo', 'Codice', 'Quantità', 'R1', 'R3', 'Pagina 1 di 1']) {
      expect(text).toContain(expected);
    }
    expectDejaVuOnly(pdf);
  });

  it('a banded table repeats its header on every page, and every page is numbered of the count', async () => {
    const pdf = await render('banded', 120);
    const pages = await pagesOf(pdf);
    const text = await pdfText(pdf);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page).toContain('Codice');
      expect(page).toContain(`Pagina ${i + 1} di ${pages.length}`);
    });
    expect(text).toContain('R120');
    // Each row once: none lost or drawn twice at a page break.
    expect(text.match(/\bR\d+\b/g)).toHaveLength(120);
  });

  it('a ruled table shows its header once, at the top', async () => {
    const pages = await pagesOf(await render('ruled', 120));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0]).toContain('Codice');
    for (const page of pages.slice(1)) expect(page).not.toContain('Codice');
  });

  it('cuts a text too long for its cell with an ellipsis instead of wrapping it', async () => {
    const { doc, done } = await openPdf({ size: 'A4', margin: 40 });
    drawTable(
      doc,
      [{ width: 60 }],
      ['Nome'],
      [['Rappresentanze Arredo Centro-Sud Unipersonale']],
      style('banded', 800),
    );
    doc.end();
    const text = await pdfText(await done);
    expect(text).toMatch(/Rappre\S*…/);
    expect(text).not.toContain('Unipersonale');
  });
});
