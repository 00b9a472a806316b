import type { Language } from '@portal/contracts';

/** ISO 3166 codes of the countries the network sells to; names come from Intl in the reader's language. */
const CODES = [
  'IT',
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'SM',
  'VA',
  'AL',
  'BA',
  'ME',
  'MK',
  'RS',
  'TR',
  'UA',
  'US',
  'CA',
  'MX',
  'BR',
  'AR',
  'CL',
  'AE',
  'SA',
  'QA',
  'IL',
  'EG',
  'MA',
  'TN',
  'ZA',
  'CN',
  'HK',
  'JP',
  'KR',
  'SG',
  'IN',
  'AU',
  'NZ',
] as const;

const cache = new Map<Language, { id: string; name: string; type: 'country' }[]>();
const displayNames = new Map<Language, Intl.DisplayNames>();

function regionNames(lang: Language): Intl.DisplayNames {
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' });
    displayNames.set(lang, names);
  }
  return names;
}

export function countries(lang: Language) {
  let list = cache.get(lang);
  if (!list) {
    const names = regionNames(lang);
    const collator = new Intl.Collator(lang);
    list = CODES.map((id) => ({ id, name: names.of(id) ?? id, type: 'country' as const }))
      // Italy first: most of the network is there.
      .sort((a, b) => (a.id === 'IT' ? -1 : b.id === 'IT' ? 1 : collator.compare(a.name, b.name)));
    cache.set(lang, list);
  }
  return list;
}
