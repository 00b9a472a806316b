import { describe, expect, it } from 'vitest';
import { documentTypeOf, invoiceDocumentRowSchema, invoiceListQuerySchema } from './invoices';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path[0], i.message]);

describe('documentTypeOf', () => {
  it('reads the ERP codes and the words of the four languages, in any case and with or without accents', () => {
    for (const word of ['FT', 'ft', 'Fattura', 'TD01', 'Invoice', 'Facture', 'factura']) {
      expect(documentTypeOf(word), word).toBe('invoice');
    }
    for (const word of ['NC', 'Nota di credito', 'nota credito', 'TD04', 'Credit note', 'credit-note', 'Avoir']) {
      expect(documentTypeOf(word), word).toBe('credit_note');
    }
    for (const word of ['Note de crédit', 'Nota de crédito', 'NOTA DE CREDITO', 'Abono']) {
      expect(documentTypeOf(word), word).toBe('credit_note');
    }
  });

  it('answers null for anything else', () => {
    for (const word of ['', 'XX', 'fatt', 'DDT', 'nota', 42, null])
      expect(documentTypeOf(word), String(word)).toBeNull();
  });
});

describe('invoiceDocumentRowSchema', () => {
  const good = {
    invoice: 'FT2026-000123-03',
    date: '31/01/2026',
    client: 'MB0001',
    document_type: 'FT',
    taxable: '1.000,00',
    vat: '220',
    total: '1220.00',
    due_date: '2026-03-31',
    paid_on: '',
  };

  it('gives typed values; the payment day may be blank or its column left out', () => {
    expect(invoiceDocumentRowSchema.parse(good)).toEqual({
      ...good,
      date: '2026-01-31',
      document_type: 'invoice',
      taxable: '1000.00',
      vat: '220.00',
      total: '1220.00',
      paid_on: null,
    });
    const { paid_on: _, ...noPaid } = good;
    expect(invoiceDocumentRowSchema.parse({ ...noPaid, taxable: 1000, vat: 220, total: 1220 }).paid_on).toBeNull();
    // Due and paid the same day as the document.
    expect(invoiceDocumentRowSchema.parse({ ...good, due_date: '31/01/2026', paid_on: '31.01.2026' })).toMatchObject({
      due_date: '2026-01-31',
      paid_on: '2026-01-31',
    });
  });

  it('checks the total to the cent, the dates and the sign of each amount against the type', () => {
    expect(issues(invoiceDocumentRowSchema.safeParse({ ...good, total: '1220.01' }))).toEqual([
      ['total', 'imports.validation.total'],
    ]);
    expect(
      issues(invoiceDocumentRowSchema.safeParse({ ...good, due_date: '30/01/2026', paid_on: '30/01/2026' })),
    ).toEqual([
      ['due_date', 'imports.validation.dueBeforeDate'],
      ['paid_on', 'imports.validation.paidBeforeDate'],
    ]);
    expect(issues(invoiceDocumentRowSchema.safeParse({ ...good, document_type: 'NC' }))).toEqual([
      ['taxable', 'imports.validation.creditNoteSign'],
      ['vat', 'imports.validation.creditNoteSign'],
      ['total', 'imports.validation.creditNoteSign'],
    ]);
    expect(
      issues(invoiceDocumentRowSchema.safeParse({ ...good, taxable: '-1000', vat: '-220', total: '-1.220,00' })),
    ).toEqual([
      ['taxable', 'imports.validation.invoiceSign'],
      ['vat', 'imports.validation.invoiceSign'],
      ['total', 'imports.validation.invoiceSign'],
    ]);
    const credit = { ...good, document_type: 'nota di credito', taxable: '-1000', vat: '-220', total: '-1220' };
    expect(invoiceDocumentRowSchema.parse(credit).document_type).toBe('credit_note');
    // A credit note of 0 is still one.
    expect(invoiceDocumentRowSchema.safeParse({ ...credit, taxable: '0', vat: '0', total: '0' }).success).toBe(true);
  });

  it('names the column of each malformed cell, refusing more decimals than cents', () => {
    expect(
      issues(
        invoiceDocumentRowSchema.safeParse({
          ...good,
          date: '2026-02-30',
          document_type: 'DDT',
          taxable: '1.000',
          vat: 'ventidue',
          due_date: '',
          paid_on: 'ieri',
        }),
      ),
    ).toEqual([
      ['date', 'imports.validation.date'],
      ['document_type', 'imports.validation.documentType'],
      ['taxable', 'imports.validation.amount'],
      ['vat', 'imports.validation.amount'],
      ['due_date', 'validation.required'],
      ['paid_on', 'imports.validation.date'],
    ]);
  });
});

describe('invoiceListQuerySchema', () => {
  it('takes a payment status and refuses another word', () => {
    expect(invoiceListQuerySchema.parse({ status: 'overdue' }).status).toBe('overdue');
    expect(issues(invoiceListQuerySchema.safeParse({ status: 'late' }))).toEqual([
      ['status', 'invoices.validation.status'],
    ]);
  });
});
