import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/app';

/** A complete, valid sheet (passes save-for-signature) for a company of agency `agencyId`. */
export function completeFields(company: string, agencyId: number) {
  return {
    legal_seat: {
      company_name: company,
      address: 'Via Garibaldi 7',
      postal_code: '20121',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
    },
    postal_address: { same_as_legal_seat: true },
    delivery_place: { same_as_legal_seat: true },
    agency: { agency_id: agencyId, agent: 'Luca Colombo' },
    contacts: { vat_number: '01234560157', tax_code: 'RSSMRA85T10A562S', phone: '+39 02 5551234', mobile: '', fax: '' },
    emails: { administrative: 'amministrazione@example.it', commercial: '', management: '', pec: '' },
    invoicing: { sdi_code: 'M5UXCR1' },
    bank: { bank_name: 'Banca Popolare di Sondrio', abi: '05428', cab: '11101', iban: 'IT60X0542811101000000123456' },
    terms: {
      payment_terms: 'Ri.Ba. 60 giorni fine mese',
      discount: '50+10',
      fixed_days: '',
      notes: 'Né più né meno: 1.000 €',
      activation_date: '',
    },
  };
}

export async function idOf(t: TestApp, table: 'clients' | 'agencies', column: string, value: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select id from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`,
  )) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`${table}.${column} = ${value} not found`);
  return Number(id);
}

/** The ids of the two demo agencies: Lombarda (agent) and Centro-Sud (agent2). */
export async function demoAgencies(t: TestApp): Promise<{ nord: number; sud: number }> {
  return {
    nord: await idOf(t, 'agencies', 'code', 'AG-NORD'),
    sud: await idOf(t, 'agencies', 'code', 'AG-CENTROSUD'),
  };
}

export async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
