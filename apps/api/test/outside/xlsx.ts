import { zipOf } from '../helpers/zip';

/**
 * A minimal xlsx written by hand (a stored zip of five XML parts), so a test can put in a cell
 * what no spreadsheet program writes: character references to a lone surrogate or NUL, a
 * formula with a hostile cached value. `rows` are the sheet's rows of raw `<c>` elements.
 */
export function handmadeXlsx(rows: string[][]): Buffer {
  const sheetRows = rows.map((cells, r) => `<row r="${r + 1}">${cells.join('')}</row>`).join('');
  const parts: [string, string][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ],
    [
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ],
    [
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ],
  ];
  return zipOf(
    parts.map(([name, text]) => ({ name, data: Buffer.from(text, 'utf8') })),
    { stored: true },
  );
}

/** An inline-string cell (the text is XML already: character references stay as written). */
export const textXml = (ref: string, xml: string) => `<c r="${ref}" t="inlineStr"><is><t>${xml}</t></is></c>`;
/** A number cell. */
export const numberXml = (ref: string, n: string) => `<c r="${ref}"><v>${n}</v></c>`;
/** A formula cell with an optional cached result (text). */
export const formulaXml = (ref: string, formula: string, cached?: string) =>
  `<c r="${ref}" t="str"><f>${formula}</f>${cached === undefined ? '' : `<v>${cached}</v>`}</c>`;
