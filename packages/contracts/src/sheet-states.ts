/**
 * The states of a client's sheet and of the client, and the one state machine between them
 * (PRODUCT.md §4). Plain declarations without zod: a list screen shows the states and each row's
 * actions without downloading the schemas (sheets.ts re-exports all of it).
 */

export const SHEET_STATUSES = [
  'draft',
  'ready',
  'sent',
  'signed',
  'confirmed',
  'declined',
  'expired',
  'revision',
] as const;
export type SheetStatus = (typeof SHEET_STATUSES)[number];

export const SHEET_ACTIONS = [
  'save',
  'save_for_signature',
  'send',
  'remind',
  'sign',
  'decline',
  'expire',
  'revision',
  'confirm',
  'renew',
] as const;
export type SheetAction = (typeof SHEET_ACTIONS)[number];

/** Who acts: staff (admin, sales), the client's agent, the signer by link, or the system. */
export type SheetActor = 'staff' | 'agent' | 'signer' | 'system';

const EDITABLE: readonly SheetStatus[] = ['draft', 'ready', 'revision', 'declined', 'expired'];

const RULES: Record<SheetAction, { from: readonly SheetStatus[]; to: SheetStatus; actors: readonly SheetActor[] }> = {
  save: { from: EDITABLE, to: 'draft', actors: ['staff', 'agent'] },
  save_for_signature: { from: EDITABLE, to: 'ready', actors: ['staff', 'agent'] },
  send: { from: ['ready'], to: 'sent', actors: ['staff', 'agent'] },
  remind: { from: ['sent'], to: 'sent', actors: ['staff', 'agent', 'system'] },
  sign: { from: ['sent'], to: 'signed', actors: ['signer'] },
  decline: { from: ['sent'], to: 'declined', actors: ['signer'] },
  expire: { from: ['sent'], to: 'expired', actors: ['system'] },
  revision: { from: ['draft', 'ready', 'sent', 'signed', 'declined', 'expired'], to: 'revision', actors: ['staff'] },
  confirm: { from: ['signed'], to: 'confirmed', actors: ['staff'] },
  renew: { from: ['confirmed'], to: 'draft', actors: ['staff', 'agent'] },
};

export type SheetTransition =
  | {
      ok: true;
      next: SheetStatus;
      /**
       * The change goes into a new version: a signed or confirmed version never changes, and a
       * version once sent keeps the content the signer saw.
       */
      newVersion: boolean;
    }
  | { ok: false; status: 403 | 409; error: 'sheets.errors.roleNotAllowed' | 'sheets.errors.invalidTransition' };

/**
 * The one state machine of a sheet version: current state × action × actor → next state or a
 * refusal. `sentBefore` says whether this version has already been sent for signature once.
 */
export function sheetTransition(
  status: SheetStatus,
  action: SheetAction,
  actor: SheetActor,
  sentBefore = false,
): SheetTransition {
  const rule = RULES[action];
  if (!rule.actors.includes(actor)) return { ok: false, status: 403, error: 'sheets.errors.roleNotAllowed' };
  if (!rule.from.includes(status)) return { ok: false, status: 409, error: 'sheets.errors.invalidTransition' };
  const newVersion =
    action === 'renew' ||
    (action === 'revision' && status === 'signed') ||
    ((action === 'save' || action === 'save_for_signature') && sentBefore);
  return { ok: true, next: rule.to, newVersion };
}

/** The actions an actor may take on a version now: the web shows these buttons. */
export function allowedSheetActions(status: SheetStatus, actor: SheetActor): SheetAction[] {
  return SHEET_ACTIONS.filter((a) => sheetTransition(status, a, actor).ok);
}

export const CLIENT_STATUSES = ['prospect', 'active', 'deletion_requested', 'deleted'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export type ClientDeletionAction = 'request_deletion' | 'complete_deletion';

/** Deletion is a process: an agent or staff asks with a reason, staff complete it. */
export function clientDeletionTransition(
  status: ClientStatus,
  action: ClientDeletionAction,
  actor: 'staff' | 'agent',
): { ok: true; next: ClientStatus } | { ok: false; status: 403 | 409; error: string } {
  if (action === 'complete_deletion') {
    if (actor !== 'staff') return { ok: false, status: 403, error: 'sheets.errors.roleNotAllowed' };
    if (status !== 'deletion_requested')
      return { ok: false, status: 409, error: 'clients.errors.deletionNotRequested' };
    return { ok: true, next: 'deleted' };
  }
  if (status === 'deletion_requested')
    return { ok: false, status: 409, error: 'clients.errors.deletionAlreadyRequested' };
  if (status === 'deleted') return { ok: false, status: 409, error: 'clients.errors.alreadyDeleted' };
  return { ok: true, next: 'deletion_requested' };
}
