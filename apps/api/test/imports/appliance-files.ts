import { eanCheckDigit } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index';
import { applianceFactory } from '../../src/db/seed/factories';
import { appliances } from '../../src/modules/appliances/schema';
import type { TestApp } from '../helpers/app';

/** The price list's header as Italian Excel writes it. */
export const PRICE_LIST_HEADER = 'Codice;EAN;Tipo;Marca;Codice interno;Descrizione;Prezzo di listino;Peso (kg)';
export const STOCK_HEADER = 'Codice;Quantità;Magazzino';

/** A semicolon CSV in Windows-1252, as Italian Excel saves it (every character used is in Latin-1). */
export const latin1Csv = (header: string, lines: string[]) =>
  Buffer.from(`${[header, ...lines].join('\r\n')}\r\n`, 'latin1');

/** A valid in-store EAN-13 (prefix 20) for `n`. */
export function ean(n: number): string {
  const body = `20${String(n).padStart(10, '0')}`;
  return `${body}${eanCheckDigit(body)}`;
}

/** Appliances of the factory from `first`, written as the price-list import would: their codes. */
export async function makeAppliances(t: TestApp, first: number, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => applianceFactory(first + i));
  await t.database.db.insert(appliances).values(rows);
  return rows.map((r) => r.code);
}

/** The whole price list as text, for comparing before and after. */
export const priceList = (t: TestApp) =>
  queryRows(
    t.database.db,
    sql`select code, ean, type, brand, internal_code, description, price::text, weight_kg::text, updated_at::text
        from appliances order by code`,
  );

/** The whole ready stock by appliance code, for comparing before and after. */
export const readyStock = (t: TestApp) =>
  queryRows<{ code: string; quantity: number; warehouse: string | null; updated_at: string }>(
    t.database.db,
    sql`select a.code, k.quantity, k.warehouse, k.updated_at::text
        from appliance_stock k join appliances a on a.id = k.appliance_id order by a.code`,
  );

/** Codes with pieces ready for delivery and how many. */
export async function inStock(t: TestApp): Promise<Record<string, number>> {
  const rows = await readyStock(t);
  return Object.fromEntries(rows.filter((r) => r.quantity > 0).map((r) => [r.code, r.quantity]));
}
