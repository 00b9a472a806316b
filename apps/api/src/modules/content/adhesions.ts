import {
  ADHESION_SIGN_WORDS,
  type AdhesionDetail,
  type AdhesionField,
  type AdhesionForm,
  type AdhesionRow,
  checkAdhesionValues,
  type Language,
  labelIn,
  USER_TYPE,
} from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, queryRows, type Tx } from '../../db/index';
import { AppError, notFound } from '../../lib/errors';
import { printedDate } from '../../lib/file-names';
import { streamXlsx } from '../../lib/xlsx';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/index';
import { openSignRequest, revokeOpenRequests, signedPdfOf } from '../signing/index';
import { adhesionPdfName, adhesionSource } from './adhesion-kind';
import { readContent } from './repository';
import { promotionAdhesions, promotionForms } from './schema';
import { readerOf, romeToday } from './service';

type StoredForm = {
  fields: AdhesionField[];
  conditions: Record<string, string>;
  opens_on: string;
  closes_on: string | null;
};

export async function formOf(db: DbOrTx, itemId: number): Promise<StoredForm | undefined> {
  const [row] = await queryRows<StoredForm>(
    db,
    sql`select fields, conditions, opens_on::text as opens_on, closes_on::text as closes_on
        from promotion_forms where item_id = ${itemId}`,
  );
  return row;
}

export async function adhesionCount(db: DbOrTx, itemId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from promotion_adhesions where item_id = ${itemId}`,
  );
  return row?.n ?? 0;
}

/**
 * Writes (or removes, with null) a promotion's form in the item's transaction; left out, the
 * form stays. Only a promotion has one; one with adhesions taken cannot be removed.
 */
export async function saveForm(tx: Tx, itemId: number, kind: string, form: AdhesionForm | null | undefined) {
  if (form === undefined) return;
  if (form !== null && kind !== 'promotion') throw new AppError(400, 'content.adhesion.errors.promotionOnly');
  if (form === null) {
    if ((await adhesionCount(tx, itemId)) > 0) throw new AppError(409, 'content.adhesion.errors.formInUse');
    await tx.delete(promotionForms).where(eq(promotionForms.itemId, itemId));
    return;
  }
  const conditions = Object.fromEntries(Object.entries(form.conditions).filter(([, v]) => v)) as Record<string, string>;
  const values = {
    fields: form.fields,
    conditions,
    opensOn: form.opens_on,
    closesOn: form.closes_on ?? null,
    updatedAt: new Date(),
  };
  await tx
    .insert(promotionForms)
    .values({ itemId, ...values })
    .onConflictDoUpdate({ target: promotionForms.itemId, set: values });
}

const openOn = (form: StoredForm, today: string) =>
  form.opens_on <= today && (form.closes_on === null || form.closes_on > today);

/** A customer of a client who is not the press: the only one who adheres. */
const adheres = (user: AuthUser) =>
  user.userType === USER_TYPE.customer && user.clientKind !== 'press' && user.clientId !== null;

const stateLabel = (language: Language, state: string) => translate(language, `content.adhesion.state.${state}`);

type Mine = { id: number; status: string; created_at: Date; signed_at: Date | null };

async function mineOf(db: DbOrTx, itemId: number, clientId: number) {
  const [row] = await queryRows<Mine>(
    db,
    sql`select id, status, created_at, signed_at from promotion_adhesions
        where item_id = ${itemId} and client_id = ${clientId} and status <> 'declined'`,
  );
  return row;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The adhesion part of a promotion's detail, in the reader's language; undefined without a form. */
export async function adhesionDetail(
  db: DbOrTx,
  itemId: number,
  user: AuthUser,
  language: Language,
): Promise<AdhesionDetail | null> {
  const form = await formOf(db, itemId);
  if (!form) return null;
  const mine = adheres(user) ? await mineOf(db, itemId, user.clientId as number) : undefined;
  return {
    form: {
      fields: form.fields.map((f) => ({
        key: f.key,
        type: f.type,
        required: f.required,
        label: labelIn(f.labels, language),
        options: (f.options ?? []).map((o) => ({ key: o.key, label: labelIn(o.labels, language) })),
      })),
      conditions: labelIn(form.conditions as Partial<Record<Language, string>>, language),
      opens_on: form.opens_on,
      closes_on: form.closes_on,
      open: openOn(form, romeToday()),
    },
    can_adhere: adheres(user),
    mine: mine
      ? {
          id: mine.id,
          state: mine.status as 'to_sign',
          state_label: stateLabel(language, mine.status),
          created_at: iso(mine.created_at) as string,
          signed_at: iso(mine.signed_at),
        }
      : null,
  };
}

/**
 * The promotion a customer adheres to, or the reason they cannot: the promotion must be one
 * they see (else 404 as a missing one), with a form that takes adhesions today.
 */
async function adherable(db: DbOrTx, user: AuthUser, itemId: number, language: Language) {
  if (!adheres(user)) throw new AppError(403, 'content.adhesion.errors.customersOnly');
  const item = await readContent(db, readerOf(user), itemId, language);
  if (item?.kind !== 'promotion') throw notFound();
  const form = await formOf(db, itemId);
  if (!form) throw notFound();
  if (!openOn(form, romeToday())) throw new AppError(409, 'content.adhesion.errors.closed');
  return { form, clientId: user.clientId as number };
}

/** A fresh signing link for an adhesion (its earlier open ones revoked), to the signed-in customer. */
async function linkFor(app: FastifyInstance, tx: Tx, adhesionId: number, user: AuthUser, language: Language) {
  await revokeOpenRequests(tx, { adhesionId }, { reason: 'resent', by: user.id });
  // The customer signs for themselves: the token comes back to them (the code still goes to their mailbox).
  return openSignRequest(app, tx, { adhesionId }, { email: user.email, language, actorId: user.id });
}

/** POST content/item/{id}/adhesion: the customer's answers, checked, then a link to sign them. */
export async function startAdhesion(
  app: FastifyInstance,
  user: AuthUser,
  itemId: number,
  values: Record<string, string | boolean>,
  language: Language,
  ip: string,
) {
  return app.db.transaction(async (tx) => {
    // The promotion held until the adhesion is written, and its form read under it: a form removed
    // or changed by staff meanwhile is seen as it now is (else an adhesion to no form was kept).
    await tx.execute(sql`select id from content_items where id = ${itemId} for share`);
    const { form, clientId } = await adherable(tx, user, itemId, language);
    const checked = checkAdhesionValues(form.fields, values);
    if (!checked.ok) {
      const first = checked.issues[0] as { key: string; message: string };
      const field = form.fields.find((f) => f.key === first.key);
      throw new AppError(400, 'content.adhesion.errors.invalidAnswer', {
        field: field ? labelIn(field.labels, language) : first.key,
        reason: translate(language, first.message),
      });
    }
    // Two tabs at once: the second waits here and finds the first.
    await tx.execute(sql`select pg_advisory_xact_lock(${itemId}::int, ${clientId}::int)`);
    if (await mineOf(tx, itemId, clientId)) throw new AppError(409, 'content.adhesion.errors.already');
    const [row] = await tx
      .insert(promotionAdhesions)
      .values({ itemId, clientId, userId: user.id, email: user.email, values: checked.values })
      .returning({ id: promotionAdhesions.id });
    const id = row?.id as number;
    const link = await linkFor(app, tx, id, user, language);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'content.adhesion_started',
      entity: 'content',
      entityId: itemId,
      data: { adhesion: id },
      ip,
    });
    return { id, token: link.token };
  });
}

/** POST content/item/{id}/adhesion/link: a new link for the customer's adhesion still to sign. */
export async function renewAdhesionLink(app: FastifyInstance, user: AuthUser, itemId: number, language: Language) {
  const { clientId } = await adherable(app.db, user, itemId, language);
  return app.db.transaction(async (tx) => {
    const mine = await mineOf(tx, itemId, clientId);
    if (!mine) throw notFound();
    if (mine.status !== 'to_sign') throw new AppError(409, 'content.adhesion.errors.already');
    const link = await linkFor(app, tx, mine.id, user, language);
    return { id: mine.id, token: link.token };
  });
}

async function pdfOf(app: FastifyInstance, adhesionId: number, language: Language) {
  const source = await adhesionSource(app.db, adhesionId);
  if (!source) throw notFound();
  if (source.status !== 'signed' || !source.signed_pdf_key) throw new AppError(409, ADHESION_SIGN_WORDS.notSigned);
  return {
    file: await signedPdfOf(app, { domain: 'content', key: `adhesion-${source.id}` }, source.signed_pdf_key),
    fileName: adhesionPdfName(source.company_name, language),
  };
}

/** GET content/item/{id}/adhesion/pdf: the customer's own signed adhesion. */
export async function myAdhesionPdf(app: FastifyInstance, user: AuthUser, itemId: number, language: Language) {
  if (!adheres(user)) throw new AppError(403, 'content.adhesion.errors.customersOnly');
  const item = await readContent(app.db, readerOf(user), itemId, language);
  const mine = item ? await mineOf(app.db, itemId, user.clientId as number) : undefined;
  if (!mine) throw notFound();
  return pdfOf(app, mine.id, language);
}

/** GET content/adhesions/{adhesionId}/pdf (staff). */
export const staffAdhesionPdf = pdfOf;

type ListRecord = {
  id: number;
  company_name: string;
  client_code: string | null;
  signer_name: string | null;
  email: string;
  status: string;
  created_at: Date;
  signed_at: Date | null;
};

async function adhesionRecords(db: DbOrTx, itemId: number) {
  return queryRows<ListRecord>(
    db,
    sql`select a.id, c.company_name, c.code as client_code, a.signer_name, a.email, a.status, a.created_at, a.signed_at
        from promotion_adhesions a join clients c on c.id = a.client_id
        where a.item_id = ${itemId} order by a.created_at desc, a.id desc`,
  );
}

async function promotionForStaff(db: DbOrTx, itemId: number) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from content_items where id = ${itemId} and kind = 'promotion'`,
  );
  if (!row) throw notFound();
}

/** GET content/item/{id}/adhesions (staff): every adhesion of a promotion, newest first. */
export async function listAdhesions(db: DbOrTx, itemId: number, language: Language): Promise<AdhesionRow[]> {
  await promotionForStaff(db, itemId);
  return (await adhesionRecords(db, itemId)).map((r) => ({
    id: r.id,
    company_name: r.company_name,
    client_code: r.client_code,
    signer_name: r.signer_name,
    email: r.email,
    state: r.status as AdhesionRow['state'],
    state_label: stateLabel(language, r.status),
    created_at: iso(r.created_at) as string,
    signed_at: iso(r.signed_at),
  }));
}

/** The adhesions as an xlsx: one row each, with every answer of the form in its own column. */
export async function exportAdhesions(db: DbOrTx, itemId: number, language: Language) {
  await promotionForStaff(db, itemId);
  const form = await formOf(db, itemId);
  const fields = form?.fields ?? [];
  const rows = await queryRows<ListRecord & { values: Record<string, string | boolean> }>(
    db,
    sql`select a.id, c.company_name, c.code as client_code, a.signer_name, a.email, a.status, a.created_at,
          a.signed_at, a.values
        from promotion_adhesions a join clients c on c.id = a.client_id
        where a.item_id = ${itemId} order by a.created_at, a.id`,
  );
  const t = (key: string) => translate(language, key);
  const columns = [
    { key: 'company_name', header: t('content.adhesion.columns.company'), width: 32 },
    { key: 'client_code', header: t('content.adhesion.columns.code'), width: 12 },
    { key: 'signer_name', header: t('content.adhesion.columns.signer'), width: 24 },
    { key: 'email', header: t('content.adhesion.columns.email'), width: 30 },
    { key: 'state', header: t('content.adhesion.columns.state'), width: 14 },
    { key: 'signed_at', header: t('content.adhesion.columns.signed_at'), width: 20 },
    ...fields.map((f) => ({ key: `f_${f.key}`, header: labelIn(f.labels, language), width: 20 })),
  ];
  const { answerText } = await import('./adhesion-kind');
  return streamXlsx(t('content.adhesion.sheetName'), columns, async (addRow) => {
    for (const r of rows) {
      addRow({
        company_name: r.company_name,
        client_code: r.client_code,
        signer_name: r.signer_name,
        email: r.email,
        state: stateLabel(language, r.status),
        signed_at: r.signed_at ? printedDate(new Date(r.signed_at), language) : '',
        ...Object.fromEntries(fields.map((f) => [`f_${f.key}`, answerText(f, r.values[f.key], language)])),
      });
    }
  });
}

/** A promotion with adhesions is kept: deleting it would delete signed evidence. */
export async function refuseDeleteWithAdhesions(tx: Tx, itemId: number) {
  const [row] = await tx
    .select({ id: promotionAdhesions.id })
    .from(promotionAdhesions)
    .where(and(eq(promotionAdhesions.itemId, itemId), ne(promotionAdhesions.status, 'declined')))
    .limit(1);
  if (row || (await adhesionCount(tx, itemId)) > 0) throw new AppError(409, 'content.adhesion.errors.inUse');
}
