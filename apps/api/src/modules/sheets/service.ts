import {
  type Language,
  type SheetAction,
  type SheetFieldsDraft,
  type SheetSetAction,
  type SheetStatus,
  sheetTransition,
} from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/index';
import { clients } from '../../db/schema/index';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/index';
import { actorOf, coordinatesOf, lockVisibleClient } from '../clients/index';
import { loadModules } from '../index';
import { agentRecipients, createSignRequest, revokeOpenRequests } from '../signing/index';
import { agencyExists, insertSheet, latestSheet, type SheetRow, updateSheet } from './repository';

export type SheetCommand = {
  action: SheetSetAction | 'confirm';
  fields?: SheetFieldsDraft;
  signatureEmail?: string;
  language?: Language;
  note?: string;
};

type Ctx = { app: FastifyInstance; tx: Tx; user: AuthUser; lang: Language; ip: string };

/** Checks one step of the state machine, refusing in the request's language. */
function step(ctx: Ctx, sheet: Pick<SheetRow, 'status' | 'sentAt'>, action: SheetAction) {
  const result = sheetTransition(sheet.status, action, actorOf(ctx.user), sheet.sentAt !== null);
  if (!result.ok) {
    throw new AppError(result.status, result.error, { status: translate(ctx.lang, `sheets.status.${sheet.status}`) });
  }
  return result;
}

/** The client row mirrors the sheet's identity data, so lists, search and invoices read it. */
function clientValues(fields: SheetFieldsDraft, agencyId: number) {
  const seat = fields.legal_seat;
  const blank = (v: string | undefined) => (v ? v : null);
  return {
    ...coordinatesOf({ city: seat.city, province: seat.province, country: seat.country || 'IT' }),
    companyName: seat.company_name,
    address: blank(seat.address),
    city: blank(seat.city),
    postalCode: blank(seat.postal_code),
    province: blank(seat.province),
    country: seat.country || 'IT',
    vatNumber: blank(fields.contacts?.vat_number),
    taxCode: blank(fields.contacts?.tax_code),
    phone: blank(fields.contacts?.phone),
    mobile: blank(fields.contacts?.mobile),
    fax: blank(fields.contacts?.fax),
    email: blank(fields.emails?.administrative),
    agencyId,
    updatedAt: new Date(),
  };
}

/**
 * Agents always file under their own agency; staff choose, and may move a client: its sales
 * lines, invoices, orders and reservations go with it (each module's `clientMove`), so its new
 * agency's figures, invoices and orders are all of its own and the former agency's agents no
 * longer see them.
 */
async function agencyFor(
  ctx: Ctx,
  fields: SheetFieldsDraft,
  client: { id: number; agencyId: number | null } | null,
): Promise<number> {
  if (actorOf(ctx.user) === 'agent') {
    if (!ctx.user.agencyId) throw forbidden();
    return ctx.user.agencyId;
  }
  const current = client?.agencyId ?? null;
  const chosen = fields.agency?.agency_id ?? current;
  if (!chosen) throw badRequest('sheets.errors.agencyRequired');
  if (chosen !== current) {
    if (!(await agencyExists(ctx.tx, chosen))) throw badRequest('sheets.errors.agencyRequired');
    // Each module that files rows under the client's agency takes them along (its `clientMove`).
    if (client) for (const domain of await loadModules()) await domain.clientMove?.(ctx.tx, client.id, chosen);
  }
  return chosen;
}

/** Saves fields as a draft or for signature: in place, or as a new version once sent. */
async function save(ctx: Ctx, clientId: number, agencyId: number, sheet: SheetRow | null, command: SheetCommand) {
  const fields = { ...command.fields, agency: { ...command.fields?.agency, agency_id: agencyId } } as SheetFieldsDraft;
  const action = command.action === 'save' ? 'save' : 'save_for_signature';
  const signatureEmail = command.signatureEmail ?? sheet?.signatureEmail ?? null;
  await ctx.tx.update(clients).set(clientValues(fields, agencyId)).where(eq(clients.id, clientId));
  if (!sheet) {
    const next = step(ctx, { status: 'draft', sentAt: null }, action).next;
    return insertSheet(ctx.tx, {
      clientId,
      version: 1,
      status: next,
      fields,
      signatureEmail,
      isEdited: action === 'save',
      createdBy: ctx.user.id,
    });
  }
  const result = step(ctx, sheet, action);
  if (result.newVersion) {
    return insertSheet(ctx.tx, {
      clientId,
      version: sheet.version + 1,
      status: result.next,
      fields,
      signatureEmail,
      isEdited: action === 'save',
      createdBy: ctx.user.id,
    });
  }
  return updateSheet(ctx.tx, sheet.id, { status: result.next, fields, signatureEmail, isEdited: action === 'save' });
}

async function send(ctx: Ctx, sheet: SheetRow, command: SheetCommand) {
  step(ctx, sheet, 'send');
  const email = command.signatureEmail ?? sheet.signatureEmail;
  if (!email) throw badRequest('sheets.errors.signatureEmailRequired');
  await createSignRequest(ctx.app, ctx.tx, {
    sheetId: sheet.id,
    email,
    language: command.language ?? ctx.lang,
    actorId: ctx.user.id,
  });
  return updateSheet(ctx.tx, sheet.id, { status: 'sent', signatureEmail: email, sentAt: new Date(), isEdited: false });
}

/**
 * Tells the agents of the client's agency, each in their language, that staff sent the sheet
 * back for revision: the note and a link to the sheet. Queued in the command's transaction.
 */
async function notifyRevision(
  ctx: Ctx,
  sheet: { clientId: number; agencyId: number | null; companyName: string; version: number; note?: string },
) {
  const sender = `${ctx.user.name} ${ctx.user.surname}`.trim();
  for (const agent of await agentRecipients(ctx.tx, sheet.agencyId, null)) {
    await ctx.app.mailer.enqueue(ctx.tx, {
      to: agent.email,
      template: 'sheet-revision',
      language: agent.language,
      params: {
        name: agent.name,
        sender,
        company: sheet.companyName,
        version: sheet.version,
        note: sheet.note ?? '',
        link: `${ctx.app.config.publicUrl}/registry/${sheet.clientId}`,
      },
    });
  }
}

/**
 * Every change of a client sheet (client-set, status-clients, client-confirmed) goes through
 * here, in one transaction holding the client's row lock: check scope and state machine,
 * write, sign-request, audit. A signed version is never modified: changes make a new version.
 */
export async function applySheetCommand(
  app: FastifyInstance,
  user: AuthUser,
  clientId: number | null,
  command: SheetCommand,
  meta: { lang: Language; ip: string },
): Promise<{ clientId: number; sheet: SheetRow }> {
  return app.db.transaction(async (tx) => {
    const ctx: Ctx = { app, tx, user, ...meta };
    let id = clientId;
    let sheet: SheetRow | null = null;
    let agencyId: number | null = null;
    let previous: SheetStatus | null = null;
    let companyName = '';
    if (id === null) {
      if (
        !command.fields ||
        (command.action !== 'save' && command.action !== 'save_for_signature' && command.action !== 'send')
      ) {
        throw badRequest('validation.required');
      }
      agencyId = await agencyFor(ctx, command.fields, null);
      const [created] = await tx
        .insert(clients)
        .values({ ...clientValues(command.fields, agencyId), status: 'prospect' })
        .returning({ id: clients.id });
      if (!created) throw new Error('client insert returned nothing');
      id = created.id;
      await recordAudit(tx, {
        actorUserId: user.id,
        action: 'client.created',
        entity: 'client',
        entityId: id,
        ip: meta.ip,
      });
    } else {
      const client = await lockVisibleClient(tx, user, id);
      if (client.status === 'deleted') throw new AppError(409, 'clients.errors.deletedClient');
      // Asked for deletion, the client waits for staff to complete it: its sheet stays as it is.
      if (client.status === 'deletion_requested') throw new AppError(409, 'clients.errors.deletionPending');
      agencyId = client.agency_id;
      companyName = client.company_name;
      sheet = await latestSheet(tx, id);
      previous = sheet?.status ?? null;
    }

    switch (command.action) {
      case 'save':
      case 'save_for_signature':
        if (!command.fields) throw badRequest('validation.required');
        sheet = await save(ctx, id, await agencyFor(ctx, command.fields, { id, agencyId }), sheet, command);
        break;
      case 'send':
        if (command.fields) {
          sheet = await save(ctx, id, await agencyFor(ctx, command.fields, { id, agencyId }), sheet, {
            ...command,
            action: 'save_for_signature',
          });
        }
        if (!sheet) throw new AppError(409, 'sheets.errors.noSheet');
        sheet = await send(ctx, sheet, command);
        break;
      case 'revision': {
        if (!sheet) throw new AppError(409, 'sheets.errors.noSheet');
        const result = step(ctx, sheet, 'revision');
        if (sheet.status === 'sent')
          await revokeOpenRequests(tx, { sheetId: sheet.id }, { reason: 'revision', by: user.id });
        sheet = result.newVersion
          ? await insertSheet(tx, {
              clientId: id,
              version: sheet.version + 1,
              status: 'revision',
              fields: sheet.fields,
              signatureEmail: sheet.signatureEmail,
              revisionNote: command.note,
              createdBy: user.id,
            })
          : await updateSheet(tx, sheet.id, { status: 'revision', revisionNote: command.note ?? null });
        await notifyRevision(ctx, { clientId: id, agencyId, companyName, version: sheet.version, note: command.note });
        break;
      }
      case 'renew': {
        if (!sheet) throw new AppError(409, 'sheets.errors.noSheet');
        step(ctx, sheet, 'renew');
        sheet = await insertSheet(tx, {
          clientId: id,
          version: sheet.version + 1,
          status: 'draft',
          fields: sheet.fields,
          signatureEmail: sheet.signatureEmail,
          createdBy: user.id,
        });
        break;
      }
      case 'confirm': {
        if (!sheet) throw new AppError(409, 'sheets.errors.noSheet');
        step(ctx, sheet, 'confirm');
        sheet = await updateSheet(tx, sheet.id, { status: 'confirmed', confirmedBy: user.id, confirmedAt: new Date() });
        await tx
          .update(clients)
          .set({ status: 'active', updatedAt: new Date() })
          .where(and(eq(clients.id, id), eq(clients.status, 'prospect')));
        break;
      }
    }
    if (!sheet) throw new Error('no sheet after a sheet command');
    await recordAudit(tx, {
      actorUserId: user.id,
      action: `sheet.${command.action}`,
      entity: 'sheet',
      entityId: sheet.id,
      data: { clientId: id, version: sheet.version, from: previous, to: sheet.status, note: command.note ?? null },
      ip: meta.ip,
    });
    return { clientId: id, sheet };
  });
}
