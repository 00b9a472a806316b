import { describe, expect, it } from 'vitest';
import { sheetSections } from './document';

describe('sheetSections', () => {
  it('names the country in the reader’s language instead of its code', () => {
    const fields = { legal_seat: { city: 'Lyon', country: 'FR' }, delivery_place: { country: 'IT' } };
    const value = (lang: 'it' | 'en' | 'fr' | 'es', section: string) =>
      sheetSections(fields, lang)
        .find((s) => s.key === section)
        ?.fields.find((f) => f.key === 'country')?.value;
    expect(value('it', 'legal_seat')).toBe('Francia');
    expect(value('en', 'legal_seat')).toBe('France');
    expect(value('es', 'delivery_place')).toBe('Italia');
    expect(value('fr', 'delivery_place')).toBe('Italie');
  });

  it('keeps a value that is not a country code as written', () => {
    const [section] = sheetSections({ legal_seat: { country: 'Narnia' } }, 'en');
    expect(section?.fields.find((f) => f.key === 'country')?.value).toBe('Narnia');
  });

  it('reads like the form whatever order the stored JSON has (jsonb sorts keys by length)', () => {
    const stored = {
      bank: { iban: 'IT60X0542811101000000123456', abi: '05428', cab: '11101', bank_name: 'Banca' },
      terms: { notes: '', discount: '50', payment_terms: 'Ri.Ba. 60' },
      legal_seat: { city: 'Monza', country: 'IT', address: 'Via Italia 12', province: 'MB', company_name: 'Rossi' },
      agency: { agent: 'Luca Colombo', agency_id: 7 },
    };
    const sections = sheetSections(stored, 'en', 'Agenzia Lombarda');
    expect(sections.map((s) => s.key)).toEqual([
      'legal_seat',
      'contacts',
      'postal_address',
      'delivery_place',
      'agency',
      'emails',
      'invoicing',
      'bank',
      'terms',
    ]);
    const seat = sections[0]?.fields.map((f) => f.key);
    expect(seat).toEqual(['company_name', 'address', 'postal_code', 'city', 'province', 'country']);
    const agency = sections.find((s) => s.key === 'agency')?.fields;
    expect(agency?.map((f) => f.value)).toEqual(['Agenzia Lombarda', 'Luca Colombo']);
    expect(sections.find((s) => s.key === 'bank')?.fields.map((f) => f.key)).toEqual([
      'bank_name',
      'abi',
      'cab',
      'iban',
    ]);
  });
});
