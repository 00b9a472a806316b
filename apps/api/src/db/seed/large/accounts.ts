import { sql } from 'drizzle-orm';
import { queryRows } from '../../index';
import { agencies, users } from '../../schema/index';
import { personFactory } from '../factories';
import type { LargeStep } from './types';

const REGIONS = ['Lombardia', 'Piemonte', 'Veneto', 'Emilia', 'Toscana', 'Lazio', 'Campania', 'Puglia', 'Sicilia'];

/** 50 agencies with 4 agents each, 20 sales staff: usernames `large-agent-001`, `large-sales-01`. */
export const largeAccounts: LargeStep = {
  name: 'agencies and users',
  async run(tx, ctx) {
    const { sizes } = ctx;
    const rows = await tx
      .insert(agencies)
      .values(
        Array.from({ length: sizes.agencies }, (_, i) => ({
          code: `L${String(i + 1).padStart(3, '0')}`,
          name: `Agenzia ${REGIONS[i % REGIONS.length]} ${personFactory(i).surname} ${i + 1}`,
          email: `agenzia${i + 1}@agenzie.example.it`,
          city: REGIONS[i % REGIONS.length],
        })),
      )
      .returning({ id: agencies.id });
    const agents = rows.flatMap((a, i) =>
      Array.from({ length: sizes.agentsPerAgency }, (_, k) => {
        const n = i * sizes.agentsPerAgency + k + 1;
        return {
          username: `large-agent-${String(n).padStart(3, '0')}`,
          email: `agente${n}@agenzie.example.it`,
          ...personFactory(n),
          userType: 2,
          agencyId: a.id,
          language: ['it', 'it', 'en', 'fr', 'es'][n % 5] as string,
          passwordHash: ctx.passwordHash,
        };
      }),
    );
    const agentRows = await tx.insert(users).values(agents).returning({ id: users.id, agencyId: users.agencyId });
    const staff = await tx
      .insert(users)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          username: `large-sales-${String(i + 1).padStart(2, '0')}`,
          email: `vendite${i + 1}@portal.example.it`,
          ...personFactory(1000 + i),
          userType: 4,
          language: 'it',
          passwordHash: ctx.passwordHash,
        })),
      )
      .returning({ id: users.id });
    ctx.agencies = rows.map((a, i) => {
      const first = agents[i * sizes.agentsPerAgency];
      return { id: a.id, agent: first ? `${first.name} ${first.surname}` : '' };
    });
    ctx.agentIds = agentRows.map((a) => a.id);
    ctx.staffIds = staff.map((s) => s.id);
    const [n] = await queryRows<{ n: string }>(tx, sql`select count(*) as n from users`);
    ctx.log(`  ${rows.length} agencies, ${agentRows.length} agents, ${staff.length} sales; ${n?.n} users in all`);
  },
};
