import type { AdhesionField, Language } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/index';
import { signEvents, signRequests, users } from '../../db/schema/index';
import type { DemoContext } from '../../db/seed/types';
import { randomToken, sha256 } from '../../lib/crypto';
import { type FileOwner, recordFile, reserveFile, writeReserved } from '../files/index';
import {
  DOCUMENT_NAME,
  DOCUMENT_TYPE,
  documentBytes,
  documentOwner,
  renderSignedPdf,
  SIGNED_PDF_NAME,
} from '../signing/index';
import { adhesionDocument, adhesionSource, pdfBodyOf } from './adhesion-kind';
import { promotionAdhesions, promotionForms } from './schema';

/** The demo promotion's form: a number, a choice, a checkbox and a note, in four languages. */
export const DEMO_ADHESION_FIELDS: AdhesionField[] = [
  {
    key: 'ovens',
    type: 'number',
    required: true,
    labels: { it: 'Forni ordinati', en: 'Ovens ordered', fr: 'Fours commandés', es: 'Hornos pedidos' },
  },
  {
    key: 'model',
    type: 'choice',
    required: true,
    labels: { it: 'Modello in omaggio', en: 'Free model', fr: 'Modèle offert', es: 'Modelo de regalo' },
    options: [
      { key: 'steam', labels: { it: 'Forno a vapore', en: 'Steam oven', fr: 'Four vapeur', es: 'Horno de vapor' } },
      {
        key: 'pyro',
        labels: { it: 'Forno pirolitico', en: 'Pyrolytic oven', fr: 'Four pyrolyse', es: 'Horno pirolítico' },
      },
    ],
  },
  {
    key: 'display',
    type: 'checkbox',
    required: false,
    labels: {
      it: 'Voglio il materiale espositivo',
      en: 'I want the display material',
      fr: 'Je veux le matériel d’exposition',
      es: 'Quiero el material expositivo',
    },
  },
  { key: 'notes', type: 'text', required: false, labels: { it: 'Note', en: 'Notes', fr: 'Notes', es: 'Notas' } },
];

const CONDITIONS: Record<Language, string> = {
  it: 'Ogni due forni ordinati entro la fine del trimestre, il terzo è in omaggio.\n\nL’omaggio è consegnato con l’ordine dei forni e non è convertibile in sconto.',
  en: 'For every two ovens ordered by the end of the quarter, the third is free.\n\nThe free oven is delivered with the order and cannot be turned into a discount.',
  fr: 'Pour deux fours commandés avant la fin du trimestre, le troisième est offert.\n\nLe four offert est livré avec la commande et ne peut pas être converti en remise.',
  es: 'Por cada dos hornos pedidos antes del final del trimestre, el tercero es gratis.\n\nEl horno de regalo se entrega con el pedido y no se convierte en descuento.',
};

async function store(tx: Tx, ctx: DemoContext, owner: FileOwner, name: string, data: Buffer, type?: string) {
  const reserved = await reserveFile(tx, owner, name.endsWith('.pdf') ? 'pdf' : 'json');
  return recordFile(
    tx,
    await writeReserved(ctx.storage, reserved, { owner, name, data, ...(type ? { fallbackType: type } : {}) }),
  );
}

/**
 * The demo promotion's adhesion form, and the demo customer's adhesion signed through the
 * engine's own pieces (its document, its PDF with the audit page, its events), as a real signing
 * leaves them.
 */
export async function seedAdhesions(tx: Tx, ctx: DemoContext, itemId: number, opensOn: string) {
  await tx.insert(promotionForms).values({ itemId, fields: DEMO_ADHESION_FIELDS, conditions: CONDITIONS, opensOn });
  const clientId = ctx.clientIds[0];
  const userId = ctx.userIds.customer;
  if (clientId === undefined || userId === undefined) return;
  const [user] = await tx
    .select({ email: users.email, name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const [adhesion] = await tx
    .insert(promotionAdhesions)
    .values({
      itemId,
      clientId,
      userId,
      email: user.email,
      values: { ovens: '4', model: 'steam', display: true, notes: 'Consegna entro fine mese' },
    })
    .returning({ id: promotionAdhesions.id });
  const adhesionId = adhesion?.id as number;
  const language: Language = 'it';
  const signedAt = new Date(Date.now() - 2 * 86_400_000);
  const at = (minutes: number) => new Date(signedAt.getTime() - minutes * 60_000);
  const [request] = await tx
    .insert(signRequests)
    .values({
      adhesionId,
      tokenHash: sha256(randomToken()),
      email: user.email,
      language,
      expiresAt: new Date(signedAt.getTime() + 14 * 86_400_000),
      createdBy: userId,
      createdAt: at(10),
    })
    .returning({ id: signRequests.id });
  const requestId = request?.id as number;
  const signer = `${user.name} ${user.surname}`;
  const source = await adhesionSource(tx, adhesionId);
  if (!source) throw new Error('seeded adhesion not found');
  const document = adhesionDocument(source, language);
  const bytes = documentBytes(document);
  const hash = sha256(bytes);
  const ip = '93.40.12.7';
  const userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1';
  const events = [
    { event: 'sent', createdAt: at(10), ip: null, userAgent: null, data: { email: user.email, by: userId } },
    { event: 'opened', createdAt: at(9), ip, userAgent, data: { language } },
    { event: 'accepted', createdAt: at(7), ip, userAgent, data: { adhesion: true, document_sha256: hash } },
    { event: 'otp_sent', createdAt: at(6), ip, userAgent, data: null },
    { event: 'otp_verified', createdAt: at(4), ip, userAgent, data: null },
    {
      event: 'signed',
      createdAt: signedAt,
      ip,
      userAgent,
      data: { signer_name: signer, signature_kind: 'typed', document_sha256: hash },
    },
  ];
  await tx.insert(signEvents).values(events.map((e) => ({ ...e, signRequestId: requestId })));
  await store(tx, ctx, documentOwner(requestId), DOCUMENT_NAME, bytes, DOCUMENT_TYPE);
  const pdf = await renderSignedPdf({
    document,
    body: pdfBodyOf(document),
    documentBytes: bytes,
    documentSha256: hash,
    signRequestId: requestId,
    signer: { name: signer, email: user.email, ip, userAgent, signedAt },
    signature: { kind: 'typed', text: signer },
    events,
  });
  const file = await store(tx, ctx, { domain: 'content', key: `adhesion-${adhesionId}` }, SIGNED_PDF_NAME, pdf);
  await tx
    .update(promotionAdhesions)
    .set({ status: 'signed', signerName: signer, signedAt, documentSha256: hash, signedPdfKey: file.storageKey })
    .where(eq(promotionAdhesions.id, adhesionId));
  await tx
    .update(signRequests)
    .set({
      status: 'signed',
      termsAcceptedAt: at(7),
      otpVerifiedAt: at(4),
      signerName: signer,
      signatureKind: 'typed',
      signatureData: signer,
      completedAt: signedAt,
      ip,
      userAgent,
      documentSha256: hash,
    })
    .where(eq(signRequests.id, requestId));
}
