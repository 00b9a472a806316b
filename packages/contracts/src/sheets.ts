import { countryName } from './languages';
import type { SheetFieldsDraft } from './sheet-fields';
import { SHEET_SECTIONS } from './sheet-sections';

export {
  ibanBankCodes,
  isItalianTaxCode,
  isValidIban,
  isValidSdiCode,
  normalizeIban,
  SDI_NO_CODE,
  taxCodeCheckLetter,
} from './sheet-field-rules';
export * from './sheet-fields';
export * from './sheet-requests';
export * from './sheet-states';

/**
 * Client sheets (schede cliente, spec §2, PRODUCT.md §4): the rules of single fields
 * (sheet-field-rules.ts), the fields and their validation, a lenient draft schema and the complete
 * one used for signature (sheet-fields.ts), the API's requests and responses (sheet-requests.ts),
 * and the sheet as labelled sections (below); the state machine is in sheet-states.ts.
 * Messages are keys of the shared catalogue.
 */

/** Sections of a sheet with localized labels and printable values (PDF, signing page). */
export type SheetSection = { key: string; label: string; fields: { key: string; label: string; value: string }[] };

// The sections' order is zod-free (sheet-sections.ts): the signing page reads it without the schemas.
export { SHEET_SECTIONS } from './sheet-sections';

/**
 * The sheet as labelled sections, in the reader's language: the form, the read-only page and
 * both PDFs read it. `t` translates a catalogue key; `agencyName` fills the agency section,
 * whose stored value is only an id; countries are named in `language`, not shown as codes.
 */
export function sheetSections(
  fields: SheetFieldsDraft | Record<string, unknown>,
  t: (key: string) => string,
  agencyName: string | null | undefined,
  language: string,
): SheetSection[] {
  const data = fields as Record<string, Record<string, unknown> | undefined>;
  return SHEET_SECTIONS.map(({ key, fields: names }) => {
    const section = data[key] ?? {};
    const same = section.same_as_legal_seat === true;
    return {
      key,
      label: t(`sheets.sections.${key}`),
      fields: names
        .filter((name) => !(same && name !== 'same_as_legal_seat' && name !== 'notes'))
        .map((name) => {
          const raw = name === 'agency_name' ? agencyName : section[name];
          const text = typeof raw === 'boolean' ? t(raw ? 'sheets.yes' : 'sheets.no') : raw == null ? '' : String(raw);
          const value = name === 'country' && text ? countryName(text, language) : text;
          return { key: name, label: t(`sheets.fields.${name}`), value };
        }),
    };
  });
}
