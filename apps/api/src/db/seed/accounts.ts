import { hashPassword } from '../../lib/passwords';
import type { Tx } from '../index';
import { agencies, clients, users } from '../schema/index';
import type { DemoContext, DemoStep, DemoUser } from './types';

export const DEMO_PASSWORD = 'Portal-2026!';

const DEMO_CLIENTS = [
  {
    agency: 0,
    code: 'MB0001',
    companyName: 'Arredamenti Brambilla S.r.l.',
    vatNumber: '01234560157',
    city: 'Monza',
    province: 'MB',
    postalCode: '20900',
    address: 'Via Italia 12',
  },
  {
    agency: 0,
    code: 'MI0002',
    companyName: 'Casa Design Milano S.p.A.',
    vatNumber: '07643520567',
    city: 'Milano',
    province: 'MI',
    postalCode: '20121',
    address: 'Corso Buenos Aires 45',
  },
  {
    agency: 0,
    code: 'BG0003',
    companyName: 'Mobili Rota & Figli S.n.c.',
    vatNumber: '02468100166',
    city: 'Bergamo',
    province: 'BG',
    postalCode: '24121',
    address: 'Via XX Settembre 8',
  },
  {
    agency: 1,
    code: 'RM0004',
    companyName: 'Cucine Capitoline S.r.l.',
    vatNumber: '05518410580',
    city: 'Roma',
    province: 'RM',
    postalCode: '00185',
    address: 'Via Nazionale 110',
  },
  {
    agency: 1,
    code: 'NA0005',
    companyName: 'Interni Partenopei S.r.l.',
    vatNumber: '06843751218',
    city: 'Napoli',
    province: 'NA',
    postalCode: '80133',
    address: 'Via Toledo 256',
  },
] as const;

/** The five demo users of PRODUCT.md §6, two agencies and a few clients. */
async function seedAccounts(tx: Tx, ctx: DemoContext): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const agencyRows = await tx
    .insert(agencies)
    .values([
      {
        code: 'AG-NORD',
        name: 'Agenzia Lombarda Arredo',
        email: 'nord@agenzie.example.it',
        phone: '+39 02 5550101',
        city: 'Milano',
        province: 'MI',
      },
      {
        code: 'AG-CENTROSUD',
        name: 'Rappresentanze Centro-Sud',
        email: 'centrosud@agenzie.example.it',
        phone: '+39 06 5550202',
        city: 'Roma',
        province: 'RM',
      },
    ])
    .returning({ id: agencies.id });
  const agencyIds = agencyRows.map((a) => a.id);
  const clientRows = await tx
    .insert(clients)
    .values(
      DEMO_CLIENTS.map(({ agency, ...c }) => ({
        ...c,
        agencyId: agencyIds[agency],
        email: `info@${c.code.toLowerCase()}.example.it`,
        phone: '+39 02 5550000',
        status: 'active' as const,
      })),
    )
    .returning({ id: clients.id });
  const clientIds = clientRows.map((c) => c.id);
  // A press outlet, approved as a customer (spec §2: press users read news, trends and promotions).
  const [pressClient] = await tx
    .insert(clients)
    .values({
      kind: 'press',
      companyName: 'Casa & Interni Magazine',
      email: 'redazione@casainterni.example.it',
      phone: '+39 02 5550303',
      city: 'Milano',
      province: 'MI',
      postalCode: '20123',
      address: 'Via Torino 61',
      status: 'active' as const,
    })
    .returning({ id: clients.id });
  const demo = [
    { username: 'admin', name: 'Giulia', surname: 'Ferrari', userType: 1, language: 'it' },
    { username: 'sales', name: 'Marco', surname: 'Bianchi', userType: 4, language: 'it' },
    { username: 'agent', name: 'Luca', surname: 'Colombo', userType: 2, agencyId: agencyIds[0], language: 'it' },
    { username: 'agent2', name: 'Sara', surname: 'Esposito', userType: 2, agencyId: agencyIds[1], language: 'it' },
    { username: 'customer', name: 'Paolo', surname: 'Brambilla', userType: 3, clientId: clientIds[0], language: 'it' },
    { username: 'press', name: 'Chiara', surname: 'Galli', userType: 3, clientId: pressClient?.id, language: 'fr' },
  ] as const;
  const userRows = await tx
    .insert(users)
    .values(demo.map((u) => ({ ...u, email: `${u.username}@portal.example.it`, passwordHash })))
    .returning({ id: users.id, username: users.username });
  ctx.agencyIds = agencyIds;
  ctx.clientIds = clientIds;
  ctx.userIds = Object.fromEntries(userRows.map((u) => [u.username, u.id])) as Record<DemoUser, number>;
}

export const demoAccounts: DemoStep = { name: 'accounts', run: seedAccounts };
