import { sheetFieldsCompleteSchema, taxCodeCheckLetter } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { signedPdfKey } from '../../modules/signing/document';
import type { Tx } from '../index';
import { agencies, clientSoftwareAccess, clients, sheets } from '../schema/index';
import { CENTRO_SUD_CLIENTS } from './sheets/centro-sud-clients';
import { EXISTING_CLIENTS } from './sheets/existing-clients';
import { LOMBARDA_CLIENTS } from './sheets/lombarda-clients';
import { italianIban, vatNumber } from './sheets/numbers';
import { DAY, sealedDocument, seedSignRequest } from './sheets/signing';
import type { DemoContext, DemoStep } from './types';

export { italianIban, vatNumber } from './sheets/numbers';

/** In this order: a client's ids, delivery place and last access follow from its place in the list. */
const DEMO = [...EXISTING_CLIENTS, ...LOMBARDA_CLIENTS, ...CENTRO_SUD_CLIENTS];

/**
 * Demo client sheets (PRODUCT.md §6): every sheet state in both agencies, the existing demo
 * clients included, with the sign requests and events each state implies. Every sheet passes
 * the complete validation, so the data is what a real signer would have seen. Every signed
 * version is what the signing engine leaves behind: the canonical document in storage, its
 * SHA-256 on the request and the sheet, and the signed PDF with its audit page.
 */
async function seedSheets(tx: Tx, accounts: DemoContext): Promise<void> {
  const { storage } = accounts;
  const agencyRows = await tx.select({ id: agencies.id, name: agencies.name }).from(agencies);
  const agents = [accounts.userIds.agent, accounts.userIds.agent2];
  const agentNames = ['Luca Colombo', 'Sara Esposito'];
  const now = Date.now();
  let n = 0;
  for (const demo of DEMO) {
    n++;
    const agencyId = accounts.agencyIds[demo.agency];
    const vat = vatNumber(demo.vat10);
    const taxCode = demo.personalTaxCode ? `${demo.personalTaxCode}${taxCodeCheckLetter(demo.personalTaxCode)}` : vat;
    const [bankName, abi, cab, account] = demo.bank;
    const fields = sheetFieldsCompleteSchema.parse({
      legal_seat: {
        company_name: demo.company,
        address: demo.address,
        postal_code: demo.postal,
        city: demo.city,
        province: demo.province,
        country: 'IT',
      },
      postal_address: { same_as_legal_seat: true },
      delivery_place:
        n % 3 === 0
          ? {
              same_as_legal_seat: false,
              address: `Zona Industriale, lotto ${n}`,
              postal_code: demo.postal,
              city: demo.city,
              province: demo.province,
              country: 'IT',
              notes: 'Scarico merci dalle 8:00 alle 12:00',
            }
          : { same_as_legal_seat: true },
      agency: { agency_id: agencyId, agent: agentNames[demo.agency] },
      contacts: { vat_number: vat, tax_code: taxCode, phone: demo.phone, mobile: '', fax: '' },
      emails: {
        administrative: demo.email,
        commercial: demo.email.replace(/^[^@]+/, 'commerciale'),
        management: '',
        pec: demo.pec ?? '',
      },
      invoicing: { sdi_code: demo.sdi },
      bank: { bank_name: bankName, abi, cab, iban: italianIban(abi, cab, account) },
      terms: {
        payment_terms: demo.payment,
        discount: demo.discount,
        fixed_days: demo.fixedDays ?? '',
        notes: '',
        activation_date: '',
      },
    });
    const clientValues = {
      agencyId,
      companyName: demo.company,
      vatNumber: vat,
      taxCode,
      email: demo.email,
      phone: demo.phone,
      address: demo.address,
      city: demo.city,
      postalCode: demo.postal,
      province: demo.province,
      country: 'IT',
      status: demo.client ?? (demo.versions.includes('confirmed') ? ('active' as const) : ('prospect' as const)),
      ...(demo.client
        ? {
            deletionReason: demo.deletionReason,
            deletionRequestedBy: agents[demo.agency],
            deletionRequestedAt: new Date(now - 9 * DAY),
            deletedAt: demo.client === 'deleted' ? new Date(now - 2 * DAY) : null,
          }
        : {}),
    };
    let clientId: number;
    const existing = demo.existing === undefined ? undefined : accounts.clientIds[demo.existing];
    if (existing !== undefined) {
      clientId = existing;
      await tx.update(clients).set(clientValues).where(eq(clients.id, clientId));
    } else {
      const [row] = await tx
        .insert(clients)
        .values({ ...clientValues, code: demo.code ?? null })
        .returning({ id: clients.id });
      if (!row) throw new Error('client insert returned nothing');
      clientId = row.id;
    }

    const age = (demo.versions.length + 1) * 120;
    for (const [index, status] of demo.versions.entries()) {
      const version = index + 1;
      // Older versions lie months back; the current one is recent, so a newcomer finds every
      // state alive on the day the data is loaded: a sheet sent yesterday waits for its
      // signature (no reminder due, its link open for four weeks), the others closed weeks ago.
      const current = index === demo.versions.length - 1;
      const created = current
        ? new Date(now - (status === 'sent' ? 3 : 40) * DAY)
        : new Date(now - (age - index * 120) * DAY);
      const sent = ['sent', 'signed', 'confirmed', 'declined', 'expired'].includes(status)
        ? new Date(created.getTime() + 2 * DAY)
        : null;
      const signed = status === 'signed' || status === 'confirmed' ? new Date(created.getTime() + 4 * DAY) : null;
      const signer = demo.email;
      // A signed version is sealed at INSERT (the triggers refuse later changes): its id is
      // taken from the sequence first, so the document (which names it) and the PDF key are
      // known before the row exists.
      const sealed = signed
        ? await sealedDocument(tx, {
            clientId,
            version,
            signatureEmail: signer,
            fields: fields as unknown as Record<string, unknown>,
          })
        : null;
      const [sheet] = await tx
        .insert(sheets)
        .overridingSystemValue()
        .values({
          ...(sealed ? { id: sealed.sheetId } : {}),
          clientId,
          version,
          status,
          fields: fields as unknown as Record<string, unknown>,
          signatureEmail: signer,
          isEdited: status === 'draft',
          revisionNote:
            status === 'revision' ? 'Verificare l’IBAN con il cliente e indicare la PEC per la fatturazione.' : null,
          createdBy: agents[demo.agency],
          confirmedBy: status === 'confirmed' ? accounts.userIds.admin : null,
          sentAt: sent,
          signedAt: signed,
          confirmedAt: status === 'confirmed' ? new Date(created.getTime() + 6 * DAY) : null,
          documentSha256: sealed?.sha256 ?? null,
          signedPdfKey: sealed ? signedPdfKey(sealed.sheetId, version) : null,
          createdAt: created,
          updatedAt: signed ?? sent ?? created,
        })
        .returning({ id: sheets.id });
      if (!sheet || !sent) continue;
      await seedSignRequest(tx, storage, {
        sheetId: sheet.id,
        status,
        sent,
        sealed,
        signer,
        company: demo.company,
        createdBy: agents[demo.agency],
        now,
      });
    }
    if (demo.software) {
      await tx.insert(clientSoftwareAccess).values({
        clientId,
        enabled: demo.software.enabled,
        enabledSince: new Date(`${demo.software.since}T09:00:00Z`),
        username: demo.software.username,
        lastAccessAt: demo.software.enabled ? new Date(now - (n % 5) * DAY - 3_600_000) : null,
      });
    }
  }
  if (agencyRows.length < 2) throw new Error('the sheets seed needs the two demo agencies');
}

export const demoSheets: DemoStep = { name: 'sheets', run: seedSheets };
