import type { ImportRow, Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import type { ImportRecord } from './repository';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** An import as the history and the progress call answer it, in the reader's language. */
export function toImportRow(lang: Language, r: ImportRecord): ImportRow {
  return {
    id: r.id,
    kind: r.kind,
    kind_label: translate(lang, `imports.kinds.${r.kind}`),
    file_name: r.file_name,
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
    error: r.error_key ? translate(lang, r.error_key, r.error_params ?? {}) : null,
  };
}
