import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadName, fileStamp, printedDate, shownFileName } from './file-names';

describe('file names', () => {
  it('stamps the manufacturer’s local time, not UTC, in summer and in winter', () => {
    expect(fileStamp(new Date('2026-11-22T09:05:00Z'))).toBe('2026-11-22 10.05');
    expect(fileStamp(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02 00.30');
    expect(printedDate(new Date('2026-07-01T22:30:00Z'), 'it')).toContain('00:30');
  });

  it('names a file by one rule in the reader’s language, dropping what file systems refuse', () => {
    expect(
      downloadName('it', {
        document: 'sheets.pdf.title',
        subject: 'Mobili Rota & Figli S.n.c.',
        version: 2,
        state: 'sheets.status.signed',
        extension: 'pdf',
      }),
    ).toBe('Scheda cliente - Mobili Rota & Figli S.n.c. - v2 - Firmata.pdf');
    expect(
      downloadName('fr', { document: 'clients.print.title', at: new Date('2026-11-22T09:05:00Z'), extension: 'xlsx' }),
    ).toBe('Liste des clients - 2026-11-22 10.05.xlsx');
    expect(downloadName('en', { document: 'sheets.pdf.title', subject: 'A/B: "C"\u0007 <D>', extension: 'pdf' })).toBe(
      'Client sheet - A B C D.pdf',
    );
    const long = downloadName('it', { document: 'sheets.pdf.title', subject: 'è'.repeat(300), extension: 'pdf' });
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(210);
  });

  it('sends an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Città v1.pdf')).toBe(
      `attachment; filename="Citt_ v1.pdf"; filename*=UTF-8''Citt%C3%A0%20v1.pdf`,
    );
  });

  it('drops bidirectional controls from every name, so none reads backwards', () => {
    const controls = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c';
    expect(shownFileName(`conti${controls}\u202eslx.exe`)).toBe('contislx.exe');
    expect(shownFileName(`\u202e\u0007 `)).toBe('file');
    expect(shownFileName('x'.repeat(300))).toHaveLength(200);
    expect(
      downloadName('en', {
        document: 'imports.report.document',
        subject: `vendite\u202eslx.csv${controls}`,
        extension: 'xlsx',
      }),
    ).toBe('Rejected rows - venditeslx.csv.xlsx');
    expect(contentDisposition('a\u202eb.pdf')).toBe(`attachment; filename="ab.pdf"; filename*=UTF-8''ab.pdf`);
  });
});
