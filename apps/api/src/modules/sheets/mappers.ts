import { iso } from '../../lib/time';
import type { lastSignRequest, SheetRow } from './repository';
import type { SheetCommand } from './service';

type T = (key: string, params?: Record<string, string | number>) => string;

export const toSheetSummary = (t: T, s: SheetRow) => ({
  id: s.id,
  version: s.version,
  status: s.status,
  status_label: t(`sheets.status.${s.status}`),
  is_edited: s.isEdited,
  signature_email: s.signatureEmail,
  revision_note: s.revisionNote,
  sent_at: iso(s.sentAt),
  signed_at: iso(s.signedAt),
  confirmed_at: iso(s.confirmedAt),
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
});

export const signRequestSummary = (r: NonNullable<Awaited<ReturnType<typeof lastSignRequest>>>) => ({
  id: r.id,
  status: r.status,
  email: r.email,
  language: r.language,
  expires_at: r.expiresAt.toISOString(),
  reminders_sent: r.remindersSent,
  last_reminder_at: iso(r.lastReminderAt),
  completed_at: iso(r.completedAt),
  created_at: r.createdAt.toISOString(),
});

/** The success message of each sheet command. */
export const SUCCESS: Record<SheetCommand['action'], string> = {
  save: 'sheets.success.saved',
  save_for_signature: 'sheets.success.readyForSignature',
  send: 'sheets.success.sent',
  revision: 'sheets.success.revisionSent',
  renew: 'sheets.success.renewed',
  confirm: 'sheets.success.confirmed',
};
