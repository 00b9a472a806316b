/**
 * A place name as the gazetteer keys it: lower case, without accents, with apostrophes, hyphens,
 * dots and other punctuation as single spaces, so "Forlì", "FORLI'" and "forli" are one name,
 * and "Sant'Angelo", "Sant Angelo" and "SANT’ANGELO" another.
 */
export function normalisePlace(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
