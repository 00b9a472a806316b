import { sheetSections as formSections, type Language, type SheetSection } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { sha256 } from '../../lib/crypto';
import { type LegalTexts, legalTexts } from './legal-texts';

/**
 * THE SIGNED DOCUMENT, defined canonically.
 *
 * What a signer signs is not a rendering but this JSON: the sheet version (its id, version,
 * client, agency, signer address and every field) together with the privacy notice and the
 * sales conditions in the language the signer read them, each with its text version. It is
 * serialized canonically (object keys sorted by code point at every level, no whitespace,
 * UTF-8, JSON.stringify's escaping and numbers), so the same content always gives the same
 * bytes. When the signer accepts, these bytes are stored (a file of the request, `files.ts`)
 * and their SHA-256 is recorded on the sign request;
 * signing re-builds the document from the database, refuses if it differs, and records the
 * same SHA-256 on the sheet (`document_sha256`). The bytes are also embedded in the signed
 * PDF as `document.json`, so anyone holding the PDF can check the hash on its audit page.
 */
export type SheetDocument = {
  format: 'portal.client-sheet/1';
  language: Language;
  sheet: {
    id: number;
    version: number;
    signature_email: string | null;
    fields: Record<string, unknown>;
  };
  client: {
    id: number;
    company_name: string;
    code: string | null;
    vat_number: string | null;
    tax_code: string | null;
    address: string | null;
    postal_code: string | null;
    city: string | null;
    province: string | null;
    country: string;
  };
  agency: { id: number; name: string } | null;
  texts: LegalTexts;
};

/** The sheet's document under its former name. */
export type SignDocument = SheetDocument;

export type DocumentSource = {
  sheet: { id: number; version: number; signatureEmail: string | null; fields: Record<string, unknown> };
  client: {
    id: number;
    companyName: string;
    code: string | null;
    vatNumber: string | null;
    taxCode: string | null;
    address: string | null;
    postalCode: string | null;
    city: string | null;
    province: string | null;
    country: string;
  };
  agency: { id: number; name: string } | null;
};

/** The client's fields as the signed document and the signing page name them. */
export function clientFields(client: DocumentSource['client']) {
  return {
    company_name: client.companyName,
    code: client.code,
    vat_number: client.vatNumber,
    tax_code: client.taxCode,
    address: client.address,
    postal_code: client.postalCode,
    city: client.city,
    province: client.province,
    country: client.country,
  };
}

export function buildDocument(source: DocumentSource, language: Language): SheetDocument {
  const { sheet, client, agency } = source;
  return {
    format: 'portal.client-sheet/1',
    language,
    sheet: { id: sheet.id, version: sheet.version, signature_email: sheet.signatureEmail, fields: sheet.fields },
    client: { id: client.id, ...clientFields(client) },
    agency,
    texts: legalTexts(language),
  };
}

/** RFC 8785-style canonical JSON: sorted keys, no whitespace; `undefined` members dropped. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** A document's bytes: any kind's document (kinds.ts) is canonical JSON. */
export function documentBytes(document: object): Buffer {
  return Buffer.from(canonicalJson(document), 'utf8');
}

export const documentSha256 = (document: object) => sha256(documentBytes(document));

/** Where the previous release kept the accepted document (and the demo data keeps it). */
export const documentKey = (signRequestId: number) => `signing/${signRequestId}/document.json`;

/** Where the previous release stored the signed PDF of a sheet version (the demo data keeps it in `sheets.signed_pdf_key`). */
export const signedPdfKey = (sheetId: number, version: number) => `sheets/${sheetId}/signed-v${version}.pdf`;

export type { SheetSection };

/**
 * The sheet's fields for reading (signing page and signed PDF), in the form's order with the
 * form's labels: the sections and fields declared once in the contracts (SHEET_SECTIONS), not
 * the stored JSON's key order. Countries are named in the reader's language.
 */
export function sheetSections(
  fields: Record<string, unknown>,
  language: Language,
  agencyName?: string | null,
): SheetSection[] {
  return formSections(fields, (key) => translate(language, key), agencyName, language);
}
