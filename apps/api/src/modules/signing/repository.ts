import type { Language } from '@portal/contracts';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/index';
import { agencies, clients, sheets, signEvents, signRequests, users } from '../../db/schema/index';
import type { DocumentSource } from './document';
import { kindOfRequest, type SignRequestRow, type SignSubject, signKind } from './kinds';

export type { SignRequestRow } from './kinds';

/** A sign request with what it signs (a sheet, an adhesion): what every public step needs. */
export type Signing = { request: SignRequestRow; subject: SignSubject };

async function withSubject(db: DbOrTx, request: SignRequestRow | undefined): Promise<Signing | null> {
  if (!request) return null;
  const subject = await signKind(kindOfRequest(request)).load(db, request);
  return subject ? { request, subject } : null;
}

/** By the link token's hash, whatever it signs. `lock` takes the request row for update, inside a transaction. */
export async function findByTokenHash(db: DbOrTx, tokenHash: string, lock = false): Promise<Signing | null> {
  const query = db.select().from(signRequests).where(eq(signRequests.tokenHash, tokenHash)).limit(1);
  const [request] = await (lock ? query.for('update') : query);
  return withSubject(db, request);
}

/** By id, locked, skipping a row another instance holds (the jobs), whatever it signs. */
export async function lockSigningById(db: DbOrTx, id: number): Promise<Signing | null> {
  const [request] = await db
    .select()
    .from(signRequests)
    .where(eq(signRequests.id, id))
    .limit(1)
    .for('update', { skipLocked: true });
  return withSubject(db, request);
}

/** Every event of the requests matching `of` (one subject's), oldest first: its signing history. */
export function eventsOfRequests(db: DbOrTx, of: SQL) {
  return db
    .select({
      id: signEvents.id,
      signRequestId: signEvents.signRequestId,
      event: signEvents.event,
      ip: signEvents.ip,
      userAgent: signEvents.userAgent,
      data: signEvents.data,
      createdAt: signEvents.createdAt,
    })
    .from(signEvents)
    .innerJoin(signRequests, eq(signRequests.id, signEvents.signRequestId))
    .where(of)
    .orderBy(asc(signEvents.createdAt), asc(signEvents.id));
}

/** The client's columns the signed document is built from (document.ts); the demo seed reads the same. */
export const documentClientColumns = {
  id: clients.id,
  companyName: clients.companyName,
  code: clients.code,
  vatNumber: clients.vatNumber,
  taxCode: clients.taxCode,
  address: clients.address,
  postalCode: clients.postalCode,
  city: clients.city,
  province: clients.province,
  country: clients.country,
};

const contextColumns = {
  request: signRequests,
  sheet: {
    id: sheets.id,
    version: sheets.version,
    status: sheets.status,
    fields: sheets.fields,
    signatureEmail: sheets.signatureEmail,
    createdBy: sheets.createdBy,
    signedPdfKey: sheets.signedPdfKey,
  },
  client: { ...documentClientColumns, agencyId: clients.agencyId },
  agencyName: agencies.name,
};

/** A sheet's sign request with its sheet, client and agency: what the sheet kind needs. */
export type SignContext = {
  request: SignRequestRow;
  sheet: {
    id: number;
    version: number;
    status: string;
    fields: Record<string, unknown>;
    signatureEmail: string | null;
    createdBy: number | null;
    signedPdfKey: string | null;
  };
  client: DocumentSource['client'] & { agencyId: number | null };
  agency: { id: number; name: string } | null;
};

function toContext(row: {
  request: SignRequestRow;
  sheet: SignContext['sheet'];
  client: SignContext['client'];
  agencyName: string | null;
}): SignContext {
  const { agencyName, ...rest } = row;
  return {
    ...rest,
    agency: row.client.agencyId !== null && agencyName !== null ? { id: row.client.agencyId, name: agencyName } : null,
  };
}

function contextQuery(db: DbOrTx) {
  return db
    .select(contextColumns)
    .from(signRequests)
    .innerJoin(sheets, eq(sheets.id, signRequests.sheetId))
    .innerJoin(clients, eq(clients.id, sheets.clientId))
    .leftJoin(agencies, eq(agencies.id, clients.agencyId));
}

/** A sheet's request with its sheet, client and agency, by the request (already read, maybe locked). */
export async function sheetContextOf(db: DbOrTx, request: SignRequestRow): Promise<SignContext | null> {
  if (request.sheetId === null) return null;
  const [row] = await db
    .select({ sheet: contextColumns.sheet, client: contextColumns.client, agencyName: agencies.name })
    .from(sheets)
    .innerJoin(clients, eq(clients.id, sheets.clientId))
    .leftJoin(agencies, eq(agencies.id, clients.agencyId))
    .where(eq(sheets.id, request.sheetId))
    .limit(1);
  return row ? toContext({ ...row, request }) : null;
}

/** A sheet's request by id, without a lock. */
export async function findRequestById(db: DbOrTx, id: number): Promise<SignContext | null> {
  const [row] = await contextQuery(db).where(eq(signRequests.id, id)).limit(1);
  return row ? toContext(row) : null;
}

/** A sheet's request by id, locked, skipping a row another instance holds (the jobs). */
export async function lockRequestById(db: DbOrTx, id: number): Promise<SignContext | null> {
  const [row] = await contextQuery(db)
    .where(eq(signRequests.id, id))
    .limit(1)
    .for('update', { of: signRequests, skipLocked: true });
  return row ? toContext(row) : null;
}

/** The open request of a sheet, locked (at most one is open: sending revokes the others). */
export async function lockOpenRequestOfSheet(db: DbOrTx, sheetId: number): Promise<SignContext | null> {
  const [row] = await contextQuery(db)
    .where(and(eq(signRequests.sheetId, sheetId), eq(signRequests.status, 'open')))
    .orderBy(sql`${signRequests.id} desc`)
    .limit(1)
    .for('update', { of: signRequests });
  return row ? toContext(row) : null;
}

export async function insertEvent(
  db: DbOrTx,
  event: {
    signRequestId: number;
    event: string;
    ip?: string | null;
    userAgent?: string | null;
    data?: object;
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(signEvents)
    .values({
      signRequestId: event.signRequestId,
      event: event.event,
      ip: event.ip ?? null,
      userAgent: event.userAgent ?? null,
      data: (event.data ?? null) as Record<string, unknown> | null,
      ...(event.createdAt ? { createdAt: event.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('sign event insert returned nothing');
  return row;
}

/** Every event of every request of a sheet version, oldest first: its signing history. */
export async function eventsOfSheet(db: DbOrTx, sheetId: number) {
  return eventsOfRequests(db, eq(signRequests.sheetId, sheetId));
}

export async function countEvents(db: DbOrTx, signRequestId: number, event: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sign_events where sign_request_id = ${signRequestId} and event = ${event}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Who hears about a signing: the enabled agents of the client's agency; when the client has
 * none, the user who created the sheet.
 */
export async function agentRecipients(
  db: DbOrTx,
  agencyId: number | null,
  fallbackUserId: number | null,
): Promise<{ email: string; name: string; language: Language }[]> {
  const columns = { email: users.email, name: users.name, surname: users.surname, language: users.language };
  let rows = agencyId
    ? await db
        .select(columns)
        .from(users)
        .where(and(eq(users.agencyId, agencyId), eq(users.userType, 2), isNull(users.disabledAt)))
        .orderBy(asc(users.id))
    : [];
  if (rows.length === 0 && fallbackUserId) {
    rows = await db
      .select(columns)
      .from(users)
      .where(and(eq(users.id, fallbackUserId), isNull(users.disabledAt)));
  }
  return rows.map((r) => ({
    email: r.email,
    name: `${r.name} ${r.surname}`.trim(),
    language: r.language as Language,
  }));
}

export async function findSheetForStaff(db: DbOrTx, sheetId: number) {
  const [row] = await db
    .select({
      id: sheets.id,
      version: sheets.version,
      status: sheets.status,
      signedPdfKey: sheets.signedPdfKey,
      agencyId: clients.agencyId,
      clientCode: clients.code,
      clientId: clients.id,
      companyName: clients.companyName,
      clientStatus: clients.status,
    })
    .from(sheets)
    .innerJoin(clients, eq(clients.id, sheets.clientId))
    .where(eq(sheets.id, sheetId))
    .limit(1);
  return row ?? null;
}

/** Open requests due for an automatic reminder, oldest first; none for a client asked to be deleted or deleted. */
export async function dueForReminder(db: DbOrTx, reminderDays: number, maxReminders: number, limit: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select r.id from sign_requests r join sheets s on s.id = r.sheet_id join clients c on c.id = s.client_id
        where r.status = 'open' and s.status = 'sent' and r.expires_at > now()
          and c.status not in ('deletion_requested', 'deleted')
          and r.reminders_sent < ${maxReminders}
          and coalesce(r.last_reminder_at, r.created_at) <= now() - make_interval(secs => ${Math.round(reminderDays * 86_400)})
        order by r.id limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

export async function dueForExpiry(db: DbOrTx, limit: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from sign_requests where status = 'open' and expires_at <= now() order by id limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

export async function setSheetStatus(
  db: DbOrTx,
  sheetId: number,
  from: 'sent',
  values: Partial<typeof sheets.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(sheets)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sheets.id, sheetId), eq(sheets.status, from)))
    .returning({ id: sheets.id });
  return rows.length === 1;
}

export async function updateRequest(db: DbOrTx, id: number, values: Partial<typeof signRequests.$inferInsert>) {
  await db.update(signRequests).set(values).where(eq(signRequests.id, id));
}
