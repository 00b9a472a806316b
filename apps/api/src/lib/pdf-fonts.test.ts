import { describe, expect, it } from 'vitest';
import { expectDejaVuOnly, pdfText } from '../../test/helpers/pdf';
import { type PrintClient, renderClientsPdf } from '../modules/clients/print';
import { renderSheetPdf } from '../modules/sheets/sheet-pdf';
import { buildDocument, documentBytes, documentSha256 } from '../modules/signing/document';
import { renderSignedPdf } from '../modules/signing/signed-pdf';

// Letters outside WinAnsi, from the countries of the sales network.
const NAMES = [
  'Łódź Meble Sp. z o.o.',
  'Žďár Nábytek s.r.o.',
  'Ștefan Mobila S.R.L.',
  'İzmir Şirketi A.Ş.',
  'Θεσσαλονίκη Έπιπλα Α.Ε.',
  'Київ Меблі ТОВ',
];

const fields = (company: string) => ({
  legal_seat: { company_name: company, address: 'ul. Piotrkowska 104', city: 'Łódź', postal_code: '90-001' },
  bank: { bank_name: 'Εθνική Τράπεζα', iban: 'IT60X0542811101000000123456' },
  terms: { notes: 'Доставка: Київ, Žďár nad Sázavou' },
});

describe('every PDF the API makes shows names in any European script', () => {
  it('sheet PDF', async () => {
    for (const name of NAMES) {
      const pdf = await renderSheetPdf(
        { version: 1, status: 'draft', fields: fields(name), signatureEmail: 'ștefan@example.ro' },
        { companyName: name, code: 'PL0001', agencyName: 'Agencja Łódź' },
        'en',
      );
      const text = await pdfText(pdf);
      for (const expected of [name, 'Łódź', 'Εθνική Τράπεζα', 'Доставка: Київ, Žďár nad Sázavou', 'Agencja Łódź']) {
        expect(text).toContain(expected);
      }
      expectDejaVuOnly(pdf);
      // Subsets only: a whole DejaVu font alone is over 300 kB.
      expect(pdf.length).toBeLessThan(50_000);
    }
  });

  it('blank sheet PDF', async () => {
    const pdf = await renderSheetPdf(null, null, 'fr');
    expect(await pdfText(pdf)).toContain('IBAN *');
    expectDejaVuOnly(pdf);
  });

  it('signed PDF, typed signature included', async () => {
    for (const name of NAMES) {
      const document = buildDocument(
        {
          sheet: { id: 7, version: 1, signatureEmail: 'x@example.gr', fields: fields(name) },
          client: {
            id: 3,
            companyName: name,
            code: null,
            vatNumber: null,
            taxCode: null,
            address: 'Οδός Τσιμισκή 12',
            postalCode: '54623',
            city: 'Θεσσαλονίκη',
            province: null,
            country: 'GR',
          },
          agency: { id: 1, name: 'Агенція Львів' },
        },
        'en',
      );
      const signedAt = new Date('2026-03-01T10:00:00Z');
      const pdf = await renderSignedPdf({
        document,
        documentBytes: documentBytes(document),
        documentSha256: documentSha256(document),
        signRequestId: 42,
        signer: { name: 'Ștefan Żółkiewski', email: 'x@example.gr', ip: null, userAgent: null, signedAt },
        signature: { kind: 'typed', text: 'Ștefan Żółkiewski' },
        events: [{ event: 'signed', createdAt: signedAt, ip: null, userAgent: null }],
      });
      const text = await pdfText(pdf);
      for (const expected of [name, 'Οδός Τσιμισκή 12', 'Агенція Львів', 'Signer: Ștefan Żółkiewski']) {
        expect(text).toContain(expected);
      }
      // The typed signature is a line of its own.
      expect(text).toMatch(/^Ștefan Żółkiewski$/m);
      expectDejaVuOnly(pdf);
    }
  });

  it('printed client list', async () => {
    const clients: PrintClient[] = NAMES.map((name, i) => ({
      code: `EU${i}`,
      company_name: name,
      vat_number: null,
      address: 'вул. Хрещатик 1',
      postal_code: null,
      city: 'Łódź',
      province: null,
      agency: 'Αθήνα',
      phone: null,
      email: null,
      sheet_status: null,
      client_status: 'active',
    }));
    const pdf = await renderClientsPdf(clients, 'it');
    const text = await pdfText(pdf);
    for (const expected of [...NAMES, 'вул. Хрещатик 1', 'Łódź', 'Αθήνα']) expect(text).toContain(expected);
    expectDejaVuOnly(pdf);
  });

  it('printed client list: one line per cell, a name too long cut with an ellipsis', async () => {
    const long = 'Rappresentanze Arredo Centro-Sud Italia S.p.A. Unipersonale';
    const pdf = await renderClientsPdf(
      [
        {
          code: 'MI0001',
          company_name: long,
          vat_number: null,
          address: null,
          postal_code: null,
          city: null,
          province: null,
          agency: null,
          phone: null,
          email: null,
          sheet_status: null,
          client_status: 'active',
        },
      ],
      'it',
    );
    const text = await pdfText(pdf);
    expect(text).toMatch(/Rappresentanze Arredo \S.*…/);
    expect(text).not.toContain('Unipersonale');
  });
});
