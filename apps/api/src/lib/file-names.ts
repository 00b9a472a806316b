import type { Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';

/**
 * The manufacturer's time zone: the times written in file names and printed inside files (a
 * list printed at 10:05 in Italy says 10:05, whatever zone the server runs in).
 */
export const TIME_ZONE = 'Europe/Rome';

/** `2026-11-22 10.05` in TIME_ZONE: sorts by time and is a valid name on every file system. */
export function fileStamp(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}.${parts.minute}`;
}

/** The locale of each language, as the web app formats (apps/web/src/lib/format.ts). */
export const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', es: 'es-ES' };

/** A date and time as printed inside a file or an e-mail, in the reader's language and TIME_ZONE. */
export function printedDate(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(
    date,
  );
}

/** A day as printed inside a file or an e-mail, in the reader's language and TIME_ZONE. */
export function printedDay(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: TIME_ZONE }).format(date);
}

/** Characters Windows, macOS or Linux refuse in a name, and control characters. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

/**
 * Unicode's bidirectional controls: embeddings and overrides (U+202A-U+202E), isolates
 * (U+2066-U+2069) and marks (U+200E, U+200F, U+061C). In a name they reorder what is shown: an
 * override makes `report<U+202E>xslx.exe` read as `reportexe.xlsx` (found by an outside tester in
 * an import's file name, which reached the history and the report's download name).
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A name a user gave a file (an upload's, an imported file's), as the portal keeps and shows it: no
 * bidirectional controls, control characters as spaces, at most 200 characters, `file` when
 * nothing is left.
 */
export function shownFileName(name: string): string {
  const text = name
    .replace(BIDI_CONTROLS, '')
    .replace(/\p{Cc}/gu, ' ')
    .trim();
  return Array.from(text).slice(0, 200).join('').trim() || 'file';
}

export type FileNameParts = {
  /** Catalogue key of what the file is ("Client sheet", "Client list"). */
  document: string;
  /** Whom it is about: a company name. */
  subject?: string | null;
  version?: number;
  /** Catalogue key of a state worth naming ("Signed"). */
  state?: string;
  /** When it was made, for files made on request (prints). */
  at?: Date;
  extension: 'pdf' | 'xlsx';
};

/**
 * The one naming rule of every file the portal hands out (signed PDF for signer and staff,
 * sheet PDF, blank sheet, list prints, e-mail attachments), in the reader's language:
 * `<document> - <subject> - v<version> - <state> - <local time>.<ext>`, parts left out when
 * they do not apply, e.g. `Scheda cliente - Mobili Rota S.n.c. - v1 - Firmata.pdf`,
 * `Elenco clienti - 2026-11-22 10.05.xlsx`.
 */
export function downloadName(lang: Language, parts: FileNameParts): string {
  const words = [
    translate(lang, parts.document),
    parts.subject,
    parts.version === undefined ? null : `v${parts.version}`,
    parts.state ? translate(lang, parts.state) : null,
    parts.at ? fileStamp(parts.at) : null,
  ]
    .map((word) => (word ?? '').replace(BIDI_CONTROLS, '').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  // Room for the extension within the 255 bytes most file systems allow (UTF-8 names too).
  let name = words.join(' - ');
  while (Buffer.byteLength(name) > 200) name = Array.from(name).slice(0, -1).join('');
  return `${name.trim()}.${parts.extension}`;
}

/**
 * Content-Disposition for a download: an ASCII fallback for old clients and the exact
 * UTF-8 name (RFC 6266 / 5987) that browsers use, without bidirectional controls.
 */
export function contentDisposition(filename: string, type: 'attachment' | 'inline' = 'attachment'): string {
  // The last gate of every download's name, also of names not made by downloadName.
  const name = filename.replace(BIDI_CONTROLS, '');
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
