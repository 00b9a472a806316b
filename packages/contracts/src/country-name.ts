const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country as the reader says it ("IT" is "Italia", "Italy", "Italie"): stored values are ISO
 * 3166 codes; anything else (an old free-text value) comes back as written.
 */
export function countryName(value: string, language: string): string {
  if (!/^[A-Za-z]{2}$/.test(value)) return value;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  try {
    return names.of(value.toUpperCase()) ?? value;
  } catch {
    return value;
  }
}
