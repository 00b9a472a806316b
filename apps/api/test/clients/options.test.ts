import { LIMITS } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, clients } from '../../src/db/schema/index';
import { clientFactory } from '../../src/db/seed/factories';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';
import { demoAgencies, idOf } from '../sheets/helpers';

// The pickers' client list (agencies/get-clients) is searched on the server: an agency of
// 2,000 clients (the large set) no longer sends them all to fill one filter.
let t: TestApp;
let tok: DemoTokens;
let sud: number;
let big: number;

beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
  ({ sud } = await demoAgencies(t));
  const [agency] = await t.database.db
    .insert(agencies)
    .values({ code: 'AG-PICKER', name: 'Agenzia dei Tanti Clienti' })
    .returning({ id: agencies.id });
  big = agency?.id ?? 0;
  await t.database.db.insert(clients).values(
    Array.from({ length: LIMITS.clientOptions + 10 }, (_, i) => {
      const c = clientFactory(900_000 + i, big);
      return { ...c, companyName: `Picker ${String(i).padStart(3, '0')} S.r.l.` };
    }),
  );
});
afterAll(() => t.close());

const get = (token: string | undefined, url: string) => t.call({ method: 'GET', url, token });
const ids = (res: { body: any }) => res.body.args.response.map((c: { id: number }) => c.id);

describe('agencies/get-clients', () => {
  it('answers at most one picker page, by name', async () => {
    const res = await get(tok.admin, `/en/v1.0/agencies/get-clients?agent=${big}`);
    expect(res.status).toBe(200);
    const names = res.body.args.response.map((c: { company_name: string }) => c.company_name);
    expect(names).toHaveLength(LIMITS.clientOptions);
    expect(names[0]).toBe('Picker 000 S.r.l.');
  });

  it('searches by name, code or city as the user types', async () => {
    const res = await get(tok.admin, `/en/v1.0/agencies/get-clients?agent=${big}&q=picker 05`);
    expect(res.body.args.response.map((c: { company_name: string }) => c.company_name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Picker 05${i} S.r.l.`),
    );
    const romane = await idOf(t, 'clients', 'company_name', 'Cucine Romane S.r.l.');
    expect(ids(await get(tok.agent2, '/en/v1.0/agencies/get-clients?q=ROMAN'))).toEqual([romane]);
  });

  it('lists the names that start with the text first, then the others that contain it, each by name', async () => {
    // "Amici dei Picker" sorts before every "Picker …" but only contains the text.
    const [other] = await t.database.db
      .insert(clients)
      .values({ ...clientFactory(899_999, big), companyName: 'Amici dei Picker 05 S.r.l.' })
      .returning({ id: clients.id });
    const res = await get(tok.admin, `/en/v1.0/agencies/get-clients?agent=${big}&q=picker 05`);
    expect(res.body.args.response.map((c: { company_name: string }) => c.company_name)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `Picker 05${i} S.r.l.`),
      'Amici dei Picker 05 S.r.l.',
    ]);
    await t.database.db.delete(clients).where(eq(clients.id, other?.id ?? 0));
  });

  it('keeps the chosen client first, so its name shows whatever was typed', async () => {
    const chosen = await idOf(t, 'clients', 'code', 'RM0004');
    const romane = await idOf(t, 'clients', 'company_name', 'Cucine Romane S.r.l.');
    expect(ids(await get(tok.admin, `/en/v1.0/agencies/get-clients?agent=${sud}&q=roman&client=${chosen}`))).toEqual([
      chosen,
      romane,
    ]);
  });

  it('never adds another agency’s client, and refuses bad input', async () => {
    const chosen = await idOf(t, 'clients', 'code', 'RM0004');
    expect(ids(await get(tok.agent, `/en/v1.0/agencies/get-clients?client=${chosen}`))).not.toContain(chosen);
    expect(ids(await get(tok.admin, `/en/v1.0/agencies/get-clients?agent=${sud}&client=${chosen}`))[0]).toBe(chosen);
    expect(ids(await get(tok.admin, `/en/v1.0/agencies/get-clients?agent=${big}&client=${chosen}`))).not.toContain(
      chosen,
    );
    const long = await get(tok.admin, `/it/v1.0/agencies/get-clients?q=${'x'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect((await get(tok.admin, '/it/v1.0/agencies/get-clients?q=%00')).status).toBe(400);
  });
});
