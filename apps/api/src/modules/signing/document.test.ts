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
    expect(section?.fields[0]?.value).toBe('Narnia');
  });
});
