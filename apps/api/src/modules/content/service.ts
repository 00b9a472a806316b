import {
  CONTENT_AUDIENCES,
  type ContentAudience,
  type ContentInputParsed,
  type ContentKind,
  isStaff,
  LANGUAGES,
  USER_TYPE,
} from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/index';
import { notFound } from '../../lib/errors';
import { TIME_ZONE } from '../../lib/file-names';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit } from '../audit/index';
import { deleteFiles, discardBytes } from '../files/index';
import { refuseDeleteWithAdhesions, saveForm } from './adhesions';
import { plainSearch, type Reader, storedItem } from './repository';
import { plainOf, sanitizeBody } from './sanitize';
import { contentFiles, contentItems, contentTexts } from './schema';

/** Today in Europe/Rome (yyyy-mm-dd): the day the publication and withdrawal days are read against. */
export const romeToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** A user's audience: an agent reads as `agents`, a press outlet's customer as `press`, any other customer as `customers`. */
export function audienceOf(user: Pick<AuthUser, 'userType' | 'clientKind'>): ContentAudience {
  if (user.userType === USER_TYPE.agent) return 'agents';
  return user.clientKind === 'press' ? 'press' : 'customers';
}

export function readerOf(user: AuthUser, today = romeToday()): Reader {
  return isStaff(user.userType)
    ? { userId: user.id, today, staff: true }
    : { userId: user.id, today, staff: false, audience: audienceOf(user) };
}

/** The rows an input writes: the item's columns and a text per language written, the body sanitized. */
function valuesOf(input: ContentInputParsed) {
  const texts = LANGUAGES.flatMap((language) => {
    const text = input.texts[language];
    if (!text) return [];
    const body = sanitizeBody(text.body);
    return [{ language, title: text.title, summary: text.summary || null, body }];
  });
  const searchText = plainSearch(
    texts.map((t) => `${t.title} ${t.summary ?? ''} ${plainOf(t.body).slice(0, 300)}`).join(' '),
  );
  const item = {
    publishOn: input.publish_on,
    withdrawOn: input.withdraw_on ?? null,
    forAgents: input.audience.includes('agents'),
    forCustomers: input.audience.includes('customers'),
    forPress: input.audience.includes('press'),
    searchText,
  };
  return { item, texts };
}

async function writeTexts(tx: Tx, itemId: number, texts: ReturnType<typeof valuesOf>['texts']) {
  await tx.delete(contentTexts).where(eq(contentTexts.itemId, itemId));
  await tx.insert(contentTexts).values(texts.map((t) => ({ ...t, itemId })));
}

/** Staff write an item of a kind with its texts: one transaction, audited. */
export async function createContent(
  app: FastifyInstance,
  user: AuthUser,
  kind: ContentKind,
  input: ContentInputParsed,
  ip?: string,
) {
  const { item, texts } = valuesOf(input);
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentItems)
      .values({ ...item, kind, createdBy: user.id, updatedBy: user.id })
      .returning({ id: contentItems.id });
    const id = row?.id as number;
    await writeTexts(tx, id, texts);
    await saveForm(tx, id, kind, input.adhesion);
    await recordAudit(tx, { actorUserId: user.id, action: 'content.create', entity: 'content', entityId: id, ip });
    return { id };
  });
}

/** Staff replace an item's texts, audience and days; its files stay. */
export async function updateContent(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  input: ContentInputParsed,
  ip?: string,
) {
  const { item, texts } = valuesOf(input);
  await app.db.transaction(async (tx) => {
    const stored = await storedItem(tx, id, true);
    if (!stored) throw notFound();
    await saveForm(tx, id, stored.kind, input.adhesion);
    await tx
      .update(contentItems)
      .set({ ...item, updatedBy: user.id, updatedAt: new Date() })
      .where(eq(contentItems.id, id));
    await writeTexts(tx, id, texts);
    await recordAudit(tx, { actorUserId: user.id, action: 'content.update', entity: 'content', entityId: id, ip });
  });
}

/** Staff delete an item with its texts, read markers and files (their bytes after the commit). */
export async function deleteContent(app: FastifyInstance, user: AuthUser, id: number, ip?: string) {
  const keys = await app.db.transaction(async (tx) => {
    if (!(await storedItem(tx, id, true))) throw notFound();
    await refuseDeleteWithAdhesions(tx, id);
    const ids = (
      await tx.select({ id: contentFiles.fileId }).from(contentFiles).where(eq(contentFiles.itemId, id))
    ).map((r) => r.id);
    const gone = await deleteFiles(tx, ids);
    await tx.delete(contentItems).where(eq(contentItems.id, id));
    await recordAudit(tx, { actorUserId: user.id, action: 'content.delete', entity: 'content', entityId: id, ip });
    return gone;
  });
  await discardBytes(app, keys).catch(() => undefined);
}

/** Staff remove one file of an item; a file of no item (or of another domain) is missing. */
export async function deleteContentFile(app: FastifyInstance, user: AuthUser, itemId: number, fileId: string) {
  const keys = await app.db.transaction(async (tx) => {
    const [link] = await tx
      .select({ itemId: contentFiles.itemId })
      .from(contentFiles)
      .where(inArray(contentFiles.fileId, [fileId]));
    if (!link || link.itemId !== itemId) throw notFound();
    const gone = await deleteFiles(tx, [fileId]);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'content.fileDelete',
      entity: 'content',
      entityId: itemId,
      data: { file: fileId },
    });
    return gone;
  });
  await discardBytes(app, keys).catch(() => undefined);
}

export const AUDIENCES_OF = (row: { for_agents: boolean; for_customers: boolean; for_press: boolean }) =>
  CONTENT_AUDIENCES.filter((a) => row[`for_${a}`]);
