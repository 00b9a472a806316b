import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { headerRow, openXlsx, streamXlsx } from './xlsx';

const columns = [
  { key: 'code', header: 'Codice', width: 12 },
  { key: 'name', header: 'Nome', width: 40 },
];

async function read(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** What a reader of the file sees of the header: its cells, bold, frozen under it, a filter on it. */
function expectListHeader(sheet: ExcelJS.Worksheet) {
  expect(sheet.getRow(1).values).toEqual([undefined, 'Codice', 'Nome']);
  expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toBe('A1:B1');
  expect(sheet.getColumn(2).width).toBe(40);
}

describe('the xlsx helper', () => {
  it('a workbook in memory: the header bold, frozen and filterable, the rows under it', async () => {
    const { sheet, bytes } = await openXlsx('Un nome di foglio più lungo di trentuno caratteri', { columns });
    sheet.addRow({ code: 'A1', name: 'Łódź' });
    const back = await read(await bytes());
    expectListHeader(back);
    expect(back.name).toHaveLength(31);
    expect(back.getRow(2).values).toEqual([undefined, 'A1', 'Łódź']);
  });

  it('a streamed workbook: the same header, every row added, and the error of a failed fill', async () => {
    const stream = await streamXlsx('Materiali', columns, async (addRow) => {
      for (let i = 1; i <= 3000; i++) addRow({ code: `M${i}`, name: `Materiale ${i}` });
    });
    const back = await read(await buffer(stream));
    expectListHeader(back);
    expect(back.rowCount).toBe(3001);
    expect(back.getRow(3001).values).toEqual([undefined, 'M3000', 'Materiale 3000']);

    const failing = await streamXlsx('Materiali', columns, async () => {
      throw new Error('database gone');
    });
    await expect(buffer(failing)).rejects.toThrow('database gone');
  });

  it('a header under a few lines of facts: bold, and the sheet frozen under it', async () => {
    const { sheet, bytes } = await openXlsx('Distinta');
    sheet.addRow(['Distinta 12']);
    sheet.addRow([]);
    headerRow(sheet, sheet.addRow(['Codice', 'Quantità']));
    const back = await read(await bytes());
    expect(back.getRow(3).getCell(1).font?.bold).toBe(true);
    expect(back.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
  });
});
