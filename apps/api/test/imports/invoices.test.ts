import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { latin1Csv } from './appliance-files';
import { expectFailedWriteChangesNothing, finished, importFile, upload, win1252 } from './helpers';
import { INVOICES_HEADER, invoiceDocument, invoiceDocuments } from './invoice-files';

let t: TestApp;
let tok: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

const importInvoices = (file: Buffer, name = 'fatture.csv', lang = 'en') =>
  importFile(t, tok.admin, file, name, lang, 'invoices');
const italian = (lines: string[]) => latin1Csv(INVOICES_HEADER, lines);

/** Four documents of demo clients, in the words and formats an Italian ERP uses. */
const GOOD = [
  'TI-001;15/01/2026;MB0001;FT;1.000,00;220,00;1.220,00;16/03/2026;10/03/2026',
  'TI-002;2026-02-03;MI0002;Fattura;2500,5;550,11;3.050,61;2026-04-04;',
  // Windows-1252: the é is one byte.
  'TI-003;03.02.2026;RM0004;Nota de crédito;-100,00;-22,00;-122,00;03/02/2026;03/02/2026',
  'TI-004;10/03/2026;NA0005;nota di credito;-50;-11;-61;09/04/2026;',
];

describe('invoices import', () => {
  it('imports a semicolon CSV in Windows-1252 with Italian headers, amounts and document types', async () => {
    const done = await importInvoices(italian(GOOD));
    expect(done).toMatchObject({ status: 'succeeded', kind: 'invoices', read: 4, inserted: 4, rejected: 0 });
    expect(await invoiceDocument(t, 'TI-001')).toEqual({
      document_type: 'invoice',
      day: '2026-01-15',
      client: 'MB0001',
      taxable: '1000.00',
      vat: '220.00',
      total: '1220.00',
      due_on: '2026-03-16',
      paid_on: '2026-03-10',
    });
    expect(await invoiceDocument(t, 'TI-002')).toMatchObject({ taxable: '2500.50', total: '3050.61', paid_on: null });
    expect(await invoiceDocument(t, 'TI-003')).toMatchObject({
      document_type: 'credit_note',
      day: '2026-02-03',
      total: '-122.00',
      due_on: '2026-02-03',
    });
    expect(await invoiceDocument(t, 'TI-004')).toMatchObject({ document_type: 'credit_note', vat: '-11.00' });
  });

  it('imports the same file twice: the second time nothing changes', async () => {
    const file = italian([
      'TI-R-1;15/01/2026;MB0001;FT;100,00;22,00;122,00;16/03/2026;',
      'TI-R-2;15/01/2026;MB0001;NC;-10,00;-2,20;-12,20;16/03/2026;01/02/2026',
    ]);
    expect(await importInvoices(file)).toMatchObject({ status: 'succeeded', inserted: 2 });
    const before = await invoiceDocuments(t);
    const again = await importInvoices(file);
    expect(again).toMatchObject({ status: 'succeeded', read: 2, inserted: 0, updated: 0, unchanged: 2, rejected: 0 });
    expect(await invoiceDocuments(t)).toEqual(before);
  });

  it('updates a document that changed, by number: the payment day arrives', async () => {
    const unpaid = 'TI-U-1;15/01/2026;MI0002;FT;100,00;22,00;122,00;16/03/2026;';
    const other = 'TI-U-2;15/01/2026;MI0002;FT;200,00;44,00;244,00;16/03/2026;';
    expect(await importInvoices(italian([unpaid, other]))).toMatchObject({ inserted: 2 });
    const done = await importInvoices(italian([`${unpaid}20/03/2026`, other]));
    expect(done).toMatchObject({ status: 'succeeded', inserted: 0, updated: 1, unchanged: 1 });
    expect((await invoiceDocument(t, 'TI-U-1'))?.paid_on).toBe('2026-03-20');
  });

  it('imports a UTF-8 comma CSV with French headers without the paid-on column, and an xlsx', async () => {
    const csv = Buffer.from(
      '\ufeffNuméro de facture,Date,Code client,Type de document,Montant HT,TVA,Total TTC,Échéance\n' +
        'TI-FR-1,2026-05-02,MB0001,Facture,1234.50,271.59,1506.09,2026-06-30\n' +
        'TI-FR-2,2026-05-03,MB0001,Avoir,-10.00,-2.20,-12.20,2026-05-03\n',
    );
    expect(await importInvoices(csv, 'factures.csv')).toMatchObject({ status: 'succeeded', inserted: 2, rejected: 0 });
    expect(await invoiceDocument(t, 'TI-FR-1')).toMatchObject({ total: '1506.09', paid_on: null });
    expect((await invoiceDocument(t, 'TI-FR-2'))?.document_type).toBe('credit_note');

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Fatture');
    sheet.addRow([
      'Invoice number',
      'Date',
      'Client code',
      'Document type',
      'Taxable amount',
      'VAT',
      'Total',
      'Due date',
    ]);
    sheet.addRow([
      'TI-X-1',
      new Date(Date.UTC(2026, 5, 1)),
      'MI0002',
      'Invoice',
      1234.5,
      271.59,
      1506.09,
      new Date(Date.UTC(2026, 6, 31)),
    ]);
    sheet.addRow(['TI-X-2', '01/06/2026', 'MI0002', 'Credit note', -100, -22, -122, '01/07/2026']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await importInvoices(xlsx, 'fatture.xlsx')).toMatchObject({ status: 'succeeded', read: 2, inserted: 2 });
    expect(await invoiceDocument(t, 'TI-X-1')).toMatchObject({
      document_type: 'invoice',
      day: '2026-06-01',
      taxable: '1234.50',
      due_on: '2026-07-31',
    });
    expect(await invoiceDocument(t, 'TI-X-2')).toMatchObject({ document_type: 'credit_note', total: '-122.00' });
  });

  it('rejects bad rows by row and column in the reader language, imports the good ones, offers the report', async () => {
    // The sales lines of TI-LINES-1 are MB0001's.
    const lines = await importFile(
      t,
      tok.admin,
      win1252(['15/01/2026;AG-NORD;MB0001;NN;Cucina;1;1000,00;TI-LINES-1;1']),
    );
    expect(lines).toMatchObject({ status: 'succeeded', inserted: 1 });
    const rows = [
      'TI-B-2;15/01/2026;ZZ9999;FT;100,00;22,00;122,00;16/03/2026;', // 2: unknown client
      'TI-B-3;31/02/2026;MB0001;FT;100,00;22,00;122,00;16/03/2026;', // 3: no such day
      'TI-B-4;15/01/2026;MB0001;FT;dieci;22,00;122,00;16/03/2026;', // 4: not an amount
      'TI-B-5;15/01/2026;MB0001;FT;1.234;22,00;1.256,00;16/03/2026;', // 5: thousands or decimals?
      'TI-B-6;15/01/2026;MB0001;FT;100,00;22,00;121,00;16/03/2026;', // 6: total off by a euro
      'TI-B-7;15/01/2026;MB0001;FT;100,00;22,00;122,00;14/01/2026;', // 7: due before the date
      'TI-B-8;15/01/2026;MB0001;FT;100,00;22,00;122,00;16/03/2026;14/01/2026', // 8: paid before the date
      'TI-B-9;15/01/2026;MB0001;XX;100,00;22,00;122,00;16/03/2026;', // 9: unknown type
      'TI-B-10;15/01/2026;MB0001;NC;100,00;22,00;122,00;16/03/2026;', // 10: credit note above 0
      'TI-B-11;15/01/2026;MB0001;FT;-100,00;-22,00;-122,00;16/03/2026;', // 11: invoice below 0
      'TI-LINES-1;15/01/2026;MI0002;FT;1000,00;220,00;1220,00;16/03/2026;', // 12: lines are MB0001's
      'TI-B-13;15/01/2026;MB0001;FT;100,00;22,00;122,00;16/03/2026;', // 13: good
      'TI-B-13;15/01/2026;MB0001;FT;100,00;22,00;122,00;16/04/2026;', // 14: same number as row 13
      'TI-LINES-1;15/01/2026;MB0001;FT;1000,00;220,00;1220,00;16/03/2026;', // 15: good
      'TI-B-16;15/01/2026;MB0001;FT;100,00;22,00;122,00;;', // 16: no due date
      'TI-B-17;15/01/2026;MB0001;FT;100,00;22,00;122,001;16/03/2026;', // 17: more than cents
    ];
    const res = await upload(t, tok.sales, italian(rows), 'errori.csv', 'it', 'invoices');
    expect(res.status).toBe(200);
    const done = await finished(t, tok.sales, res.body.args.response.id, 'it');
    expect(done).toMatchObject({ status: 'succeeded', read: 16, inserted: 2, rejected: 14 });
    const reasons = done.rejections.map((r: { row: number; column: string; message: string }) => [
      r.row,
      r.column,
      r.message,
    ]);
    const amount = 'Non è un importo: scrivilo come 1234,56 o 1234.56';
    expect(reasons).toEqual([
      [2, 'Codice cliente', 'Nessun cliente ha il codice ZZ9999'],
      [3, 'Data', 'Non è una data: scrivila come 31/12/2026 o 2026-12-31'],
      [4, 'Imponibile', amount],
      [5, 'Imponibile', amount],
      [6, 'Totale', "Il totale non è l'imponibile più l'IVA"],
      [7, 'Scadenza', 'La scadenza è prima della data della fattura'],
      [8, 'Data pagamento', 'La data di pagamento è prima della data della fattura'],
      [9, 'Tipo documento', 'Non è un tipo di documento: FT o fattura, NC o nota di credito'],
      [10, 'Imponibile', 'Una nota di credito ha importi pari a 0 o negativi'],
      [10, 'Totale', 'Una nota di credito ha importi pari a 0 o negativi'],
      [10, 'IVA', 'Una nota di credito ha importi pari a 0 o negativi'],
      [11, 'Imponibile', 'Una fattura non può avere importi negativi: una nota di credito è di tipo NC'],
      [11, 'Totale', 'Una fattura non può avere importi negativi: una nota di credito è di tipo NC'],
      [11, 'IVA', 'Una fattura non può avere importi negativi: una nota di credito è di tipo NC'],
      [12, 'Codice cliente', 'Le righe di vendita della fattura TI-LINES-1 sono del cliente MB0001'],
      [14, 'Numero fattura', 'Lo stesso numero fattura è già alla riga 13'],
      [16, 'Scadenza', 'Campo obbligatorio'],
      [17, 'Totale', amount],
    ]);
    expect(await invoiceDocument(t, 'TI-B-13')).toMatchObject({ due_on: '2026-03-16' });
    expect(await invoiceDocument(t, 'TI-LINES-1')).toMatchObject({ client: 'MB0001' });
    for (const number of ['TI-B-2', 'TI-B-6', 'TI-B-10', 'TI-B-11'])
      expect(await invoiceDocument(t, number)).toBeUndefined();

    const report = await t.app.inject({
      method: 'GET',
      url: `/es/v1.0/admin/imports/${done.id}/report`,
      headers: { 'access-token': tok.admin },
    });
    expect(report.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    // The row's problem, then its values as the file had them.
    expect(book.worksheets[0]?.getRow(6).values).toEqual([
      undefined,
      6,
      'Total: El total no es la base imponible más el IVA',
      // The empty paid-on cell at the row's end is left out.
      ...(rows[4]?.split(';').slice(0, 8) ?? []),
    ]);
  });

  it('refuses a file without a required column, naming it, and changes nothing', async () => {
    const before = await invoiceDocuments(t);
    const header = 'Numero fattura;Data;Codice cliente;Tipo documento;Imponibile;IVA;Totale';
    const res = await upload(
      t,
      tok.admin,
      latin1Csv(header, ['TI-C-1;15/01/2026;MB0001;FT;1;0;1']),
      'c.csv',
      'it',
      'invoices',
    );
    expect(res.status).toBe(400);
    expect(res.body.args.error.message).toBe('Colonne mancanti nel file: Scadenza');
    expect(await invoiceDocuments(t)).toEqual(before);
  });

  it('a failure while writing leaves the documents as they were', async () => {
    expect(await importInvoices(italian(['TI-F0;15/01/2026;MB0001;FT;100,00;22,00;122,00;16/03/2026;']))).toMatchObject(
      {
        inserted: 1,
      },
    );
    await expectFailedWriteChangesNothing(
      t,
      { table: 'invoice_documents', events: 'insert', when: "new.number = 'TI-F2'", staging: 'import_invoice_rows' },
      () => invoiceDocuments(t),
      () =>
        importInvoices(
          italian([
            'TI-F0;15/01/2026;MB0001;FT;100,00;22,00;122,00;16/03/2026;01/03/2026', // a change
            'TI-F1;15/01/2026;MB0001;FT;100,00;22,00;122,00;16/03/2026;',
            'TI-F2;15/01/2026;MB0001;FT;100,00;22,00;122,00;16/03/2026;',
          ]),
        ),
    );
  });

  it('names the kind in the history in the reader language', async () => {
    await importInvoices(italian(['TI-H-1;15/01/2026;MB0001;FT;100,00;22,00;122,00;16/03/2026;']));
    const res = await t.call({ method: 'GET', url: '/it/v1.0/admin/imports/history/1', token: tok.admin });
    expect(res.body.args.response.rows[0]).toMatchObject({ kind: 'invoices', kind_label: 'Fatture' });
  });

  it('is for admin and sales only', async () => {
    const file = italian(['TI-S-1;15/01/2026;MB0001;FT;100,00;22,00;122,00;16/03/2026;']);
    for (const token of [tok.agent, tok.agent2, tok.customer]) {
      expect((await upload(t, token, file, 'f.csv', 'en', 'invoices')).status).toBe(403);
    }
    expect((await upload(t, undefined, file, 'f.csv', 'en', 'invoices')).status).toBe(401);
    expect(await importFile(t, tok.sales, file, 'f.csv', 'en', 'invoices')).toMatchObject({ status: 'succeeded' });
    expect(await invoiceDocument(t, 'TI-S-1')).toBeDefined();
  });
});
