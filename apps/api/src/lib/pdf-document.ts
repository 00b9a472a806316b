import { registerFonts } from './pdf-fonts';

/** The portal's heading colour in every PDF. */
export const PDF_INK = '#1c3d5a';

/** Streams a pdfkit document into one Buffer, ready once the document is ended. */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * A new document with the portal's fonts (Body selected) and its bytes once `doc.end()` is called.
 * pdfkit is loaded on first use: importing it costs a start about 70 ms.
 */
export async function openPdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = registerFonts(new PDFDocument(options));
  return { doc, done: collectPdf(doc) };
}

/**
 * The document's title at the top margin, with lines of small print under it (when it was printed,
 * how many rows, which day).
 */
export function drawTitle(
  doc: PDFKit.PDFDocument,
  title: string,
  {
    size,
    lines = [],
    lineSize = 9,
    lineColor = '#555',
  }: {
    size: number;
    lines?: string[];
    lineSize?: number;
    lineColor?: string;
  },
): void {
  doc.font('Bold').fontSize(size).fillColor(PDF_INK).text(title, doc.page.margins.left, doc.page.margins.top);
  if (lines.length === 0) return;
  doc.font('Body').fontSize(lineSize).fillColor(lineColor);
  for (const line of lines) doc.text(line);
}

/**
 * Writes on every page once the content is laid out (the document must buffer its pages): `write`
 * gets the page's number and the count, for "page x of y", and the page's bottom margin. The margin
 * is lifted meanwhile, so writing inside it does not start a new page.
 */
export function onEveryPage(
  doc: PDFKit.PDFDocument,
  write: (page: number, pages: number, bottomMargin: number) => void,
): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(i + 1, range.count, margin);
    doc.page.margins.bottom = margin;
  }
}

export type PdfColumn = { width: number; align?: 'left' | 'right' };
type PdfFont = { font: string; size: number; color: string };

/**
 * How a table looks. `banded`: the header underlined and repeated at the top of every page, every
 * other row shaded. `ruled`: the header a bold row like the others, a thin rule under every row.
 */
export type PdfTableStyle = {
  kind: 'banded' | 'ruled';
  rowHeight: number;
  /** Room between a cell's edges and its text. */
  pad: { x: number; y: number };
  header: PdfFont;
  body: PdfFont;
  /** How far down the page rows go before the next page. */
  bottom: number;
  /** The table's width when it is not the sum of its columns (the rules span it). */
  width?: number;
};

/**
 * A table of one line per cell from `doc.y` at the left margin: a text too long is cut with an
 * ellipsis, never wrapped, so rows keep their height and columns line up across pages.
 */
export function drawTable(
  doc: PDFKit.PDFDocument,
  columns: readonly PdfColumn[],
  header: readonly string[],
  rows: readonly (readonly string[])[],
  style: PdfTableStyle,
): void {
  const left = doc.page.margins.left;
  const { rowHeight, pad } = style;
  const width = style.width ?? columns.reduce((sum, c) => sum + c.width, 0);
  // pdfkit wraps despite lineBreak: false; a height of one line makes it cut with an ellipsis.
  const fit = (c: PdfColumn) => ({
    width: c.width - pad.x * 2,
    height: rowHeight - pad.y,
    lineBreak: false,
    ellipsis: true,
    align: c.align ?? 'left',
  });
  const cells = (texts: readonly string[], y: number) => {
    let x = left;
    columns.forEach((c, i) => {
      doc.text(texts[i] ?? '', x + pad.x, y + pad.y, fit(c));
      x += c.width;
    });
  };
  const rule = (y: number, lineWidth: number, color: string) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  const use = (font: PdfFont) => doc.font(font.font).fontSize(font.size).fillColor(font.color);
  const newPage = () => {
    doc.addPage();
    doc.y = doc.page.margins.top;
  };

  if (style.kind === 'ruled') {
    const row = (texts: readonly string[], font: PdfFont) => {
      if (doc.y + rowHeight > style.bottom) newPage();
      const y = doc.y;
      use(font);
      cells(texts, y);
      rule(y + rowHeight, 0.5, '#c9d3de');
      doc.y = y + rowHeight;
    };
    row(header, style.header);
    for (const texts of rows) row(texts, style.body);
    return;
  }

  const head = () => {
    const y = doc.y;
    use(style.header);
    cells(header, y);
    rule(y + rowHeight, 0.8, PDF_INK);
    doc.y = y + rowHeight + 2;
    doc.font(style.body.font).fillColor(style.body.color);
  };
  head();
  rows.forEach((texts, index) => {
    if (doc.y + rowHeight > style.bottom) {
      newPage();
      head();
    }
    const y = doc.y;
    if (index % 2 === 1) {
      doc.rect(left, y, width, rowHeight).fill('#f1f4f8');
      doc.fillColor(style.body.color);
    }
    doc.font(style.body.font).fontSize(style.body.size);
    cells(texts, y);
    doc.y = y + rowHeight;
  });
}
