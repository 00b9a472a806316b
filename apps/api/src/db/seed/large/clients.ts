import type { SheetStatus } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { randomToken, sha256 } from '../../../lib/crypto';
import { coordinatesOf } from '../../../modules/clients/coordinates';
import { queryRows } from '../../index';
import { clients, sheets } from '../../schema/index';
import { clientFactory, sheetFieldsFactory } from '../factories';
import { inBatches, type LargeStep } from './types';

const DAY = 86_400_000;

/**
 * The latest sheet's state by client number (per hundred): every state is present, most
 * clients are confirmed, a few have no sheet yet.
 */
export function latestStatusOf(n: number): SheetStatus | null {
  const r = n % 100;
  if (r < 12) return 'draft';
  if (r < 20) return 'ready';
  if (r < 32) return 'sent';
  if (r < 42) return 'signed';
  if (r < 80) return 'confirmed';
  if (r < 84) return 'declined';
  if (r < 89) return 'expired';
  if (r < 95) return 'revision';
  return null;
}

const SIGNED: SheetStatus[] = ['signed', 'confirmed'];
const WAS_SENT: SheetStatus[] = ['sent', 'signed', 'confirmed', 'declined', 'expired'];

/**
 * 100,000 clients spread over the large agencies, each with its sheet versions (a quarter
 * have two, one in twenty three; older versions are confirmed), written in batches.
 */
export const largeClients: LargeStep = {
  name: 'clients and sheets',
  compact: ['client_counts'],
  async run(tx, ctx) {
    const now = Date.now();
    const [first] = await queryRows<{ n: string | null }>(tx, sql`select max(id) as n from clients`);
    const offset = Number(first?.n ?? 0);
    await inBatches(ctx.sizes.clients, 2000, ctx, 'clients', async (from, to) => {
      const made = Array.from({ length: to - from }, (_, i) => {
        const n = offset + from + i + 1;
        const agency = ctx.agencies[n % ctx.agencies.length] as { id: number; agent: string };
        const client = clientFactory(n, agency.id);
        const latest = latestStatusOf(n);
        const versions = latest === null ? 0 : n % 20 === 0 ? 3 : n % 4 === 0 ? 2 : 1;
        const everConfirmed = versions > 1 || latest === 'confirmed';
        const status =
          n % 200 === 7 ? 'deleted' : n % 100 === 3 ? 'deletion_requested' : everConfirmed ? 'active' : 'prospect';
        return { n, agency, client, latest, versions, status } as const;
      });
      const ids = await tx
        .insert(clients)
        .values(
          made.map((m) => ({
            ...m.client,
            ...coordinatesOf(m.client),
            status: m.status,
            createdAt: new Date(now - (m.n % 900) * DAY),
            updatedAt: new Date(now - (m.n % 300) * DAY),
            ...(m.status !== 'active' && m.status !== 'prospect'
              ? {
                  deletionReason: 'Attività cessata',
                  deletionRequestedAt: new Date(now - (m.n % 30) * DAY),
                  deletedAt: m.status === 'deleted' ? new Date(now - (m.n % 10) * DAY) : null,
                }
              : {}),
          })),
        )
        .returning({ id: clients.id });
      const sheetRows = made.flatMap((m, i) => {
        const clientId = ids[i]?.id as number;
        const fields = sheetFieldsFactory(m.n, m.client, m.agency) as unknown as Record<string, unknown>;
        return Array.from({ length: m.versions }, (_, v) => {
          const version = v + 1;
          const status: SheetStatus = version === m.versions ? (m.latest as SheetStatus) : 'confirmed';
          const age = (m.versions - version) * 365 + (m.n % 60);
          // A link still waiting was sent in the last two days: no reminder is due yet, as in
          // a portal whose reminder job keeps up.
          const sent =
            status === 'sent'
              ? new Date(now - (m.n % 44) * 3_600_000 - 3_600_000)
              : WAS_SENT.includes(status)
                ? new Date(now - (age + 3) * DAY)
                : null;
          const signed = SIGNED.includes(status) ? new Date(now - (age + 1) * DAY) : null;
          return {
            clientId,
            version,
            status,
            fields,
            signatureEmail: m.client.email,
            isEdited: status === 'draft',
            revisionNote: status === 'revision' ? 'IBAN da verificare con la banca' : null,
            sentAt: sent,
            signedAt: signed,
            confirmedAt: status === 'confirmed' ? new Date(now - age * DAY) : null,
            documentSha256: signed ? sha256(`${clientId}-${version}-${randomToken()}`) : null,
            createdAt: new Date(now - (age + 5) * DAY),
            updatedAt: new Date(now - age * DAY),
          };
        });
      });
      if (sheetRows.length) await tx.insert(sheets).values(sheetRows);
    });
    // Customer users for one client in a hundred.
    await tx.execute(sql`insert into users (username, email, name, surname, user_type, client_id, language, password_hash)
      select 'large-customer-' || c.id, 'cliente' || c.id || '@clienti.example.it', 'Cliente', c.company_name, 3, c.id, 'it',
        ${ctx.passwordHash}
      from clients c where c.id > ${offset} and c.id % 100 = 1 and c.status <> 'deleted'`);
  },
};
