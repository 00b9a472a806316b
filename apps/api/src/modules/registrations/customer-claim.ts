import type { ClaimDifference, CustomerClaim, RegistrationKind } from '@portal/contracts';
import type { DbOrTx } from '../../db/index';
import { type ClaimedClient, retailersByCode } from './repository';

type Request = { kind: RegistrationKind; data: Record<string, unknown> };

/**
 * The customer code a request claims. Only a reseller claims one: the press never joins a
 * retailer company, even from a request written before the form refused a press code.
 */
export function claimedCode(request: Request): string | null {
  const code = request.data.customer_code;
  if (request.kind === 'press' || typeof code !== 'string' || !code.trim()) return null;
  return code.trim().toUpperCase();
}

// "Arredamenti Brambilla S.r.l." and "arredamenti brambilla srl" name one company.
const plainName = (value: unknown) =>
  String(value ?? '')
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

// "IT 01234560157" and "01234560157" are one VAT number.
const plainVat = (value: unknown) =>
  String(value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^[A-Z]{2}(?=\d)/, '');

/** What the registrant typed that the company in the portal does not say. */
function differences(data: Record<string, unknown>, client: ClaimedClient): ClaimDifference[] {
  const found: ClaimDifference[] = [];
  if (plainName(data.company_name) !== plainName(client.company_name)) found.push('company_name');
  if (plainVat(data.vat_number) !== plainVat(client.vat_number)) found.push('vat_number');
  if (data.country !== client.country) found.push('country');
  return found;
}

/** Each claiming request's claim, by request id, for the approver to judge: one query for a page. */
export async function customerClaims(db: DbOrTx, requests: (Request & { id: number })[]) {
  const codes = new Map(requests.map((r) => [r.id, claimedCode(r)]));
  const wanted = [...new Set([...codes.values()].filter((c) => c !== null))];
  const found = new Map((await retailersByCode(db, wanted)).map((c) => [c.code, c]));
  const claims = new Map<number, CustomerClaim>();
  for (const request of requests) {
    const code = codes.get(request.id);
    if (!code) continue;
    const client = found.get(code) ?? null;
    claims.set(request.id, { code, client, differences: client ? differences(request.data, client) : [] });
  }
  return claims;
}

/** The company a request's code names, when there is one the account may join. */
export async function claimedClient(db: DbOrTx, request: Request): Promise<ClaimedClient | null> {
  const code = claimedCode(request);
  return code ? ((await retailersByCode(db, [code]))[0] ?? null) : null;
}
