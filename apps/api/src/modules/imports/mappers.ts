import type { ImportRow, Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { shownFileName } from '../../lib/file-names';
import { isoTimestamp } from '../../lib/time';
import type { ImportRecord } from './repository';

/**
 * An import's error in `lang`. Its `reason`, why a CSV could not be read, is a catalogue key too
 * (`imports.unreadable.*`); a reason stored as text by an older version is shown as it is.
 */
export function errorText(lang: Language, key: string, params: Record<string, string | number> | null): string {
  const reason = params?.reason;
  const own = typeof reason === 'string' ? { ...params, reason: translate(lang, reason, params ?? {}) } : params;
  return translate(lang, key, own ?? {});
}

const iso = (v: Date | string | null) => (v === null ? null : isoTimestamp(v));

/** An import as the history and the progress call answer it, in the reader's language. */
export function toImportRow(lang: Language, r: ImportRecord): ImportRow {
  return {
    id: r.id,
    kind: r.kind,
    kind_label: translate(lang, `imports.kinds.${r.kind}`),
    // Also a name an earlier version kept with bidirectional controls.
    file_name: shownFileName(r.file_name),
    user: r.user,
    started_at: iso(r.started_at) ?? '',
    finished_at: iso(r.finished_at),
    status: r.status,
    status_label: translate(lang, `imports.status.${r.status}`),
    phase: r.phase,
    bytes_read: Number(r.bytes_read),
    bytes_total: Number(r.bytes_total),
    read: r.read,
    inserted: r.inserted,
    updated: r.updated,
    unchanged: r.unchanged,
    rejected: r.rejected,
    error: r.error_key ? errorText(lang, r.error_key, r.error_params) : null,
  };
}
