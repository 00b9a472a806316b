import { type SQL, sql } from 'drizzle-orm';

/**
 * Accented letters by the plain letter each stands for, upper and lower case (lower() may leave a
 * non-ASCII capital as it is, by the database's locale). The price search matches without
 * accents: PGlite has no `unaccent` extension, and `translate` is immutable, so the stored search
 * text and its trigram index are built with it.
 */
const ACCENTED: Record<string, string> = {
  a: 'ÀÁÂÃÄÅĀĂĄàáâãäåāăą',
  c: 'ÇĆČçćč',
  d: 'ĎĐďđ',
  e: 'ÈÉÊËĒĖĘĚèéêëēėęě',
  g: 'ĞğĢģ',
  i: 'ÌÍÎÏĪĮİìíîïīįı',
  k: 'Ķķ',
  l: 'ĹĺĻļĽľŁł',
  n: 'ÑŃŅŇñńņň',
  o: 'ÒÓÔÕÖØŌŐòóôõöøōő',
  r: 'ŔŘŕř',
  s: 'ŚŞŠśşšȘș',
  t: 'ŢŤţťȚț',
  u: 'ÙÚÛÜŪŮŰŲùúûüūůűų',
  y: 'ÝŸýÿ',
  z: 'ŹŻŽźżž',
};

const FROM = Object.values(ACCENTED).join('');
const TO = Object.entries(ACCENTED)
  .map(([plain, letters]) => plain.repeat([...letters].length))
  .join('');

/** Text as the price search compares it: lower case, accents taken off (the same SQL on both sides). */
export const plainText = (text: SQL) => sql`translate(lower(${text}), ${sql.raw(`'${FROM}'`)}, ${sql.raw(`'${TO}'`)})`;
