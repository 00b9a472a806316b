import { isItalianVatNumber } from '@portal/contracts';

/** A valid Italian VAT number from 10 digits (the 11th is the check digit). */
export function vatNumber(first10: string): string {
  for (let d = 0; d <= 9; d++) if (isItalianVatNumber(`${first10}${d}`)) return `${first10}${d}`;
  throw new Error('unreachable');
}

/** A valid Italian IBAN: CIN letter and ISO check digits computed from ABI, CAB and account. */
export function italianIban(abi: string, cab: string, account: string): string {
  const bban = `${abi}${cab}${account.padStart(12, '0')}`;
  const cin = cinOf(bban);
  const rearranged = `${cin}${bban}IT00`;
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return `IT${String(98 - remainder).padStart(2, '0')}${cin}${bban}`;
}

/** The Italian CIN: the tax code's odd/even weights over ABI, CAB and account, modulo 26. */
function cinOf(bban: string): string {
  const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
  let sum = 0;
  for (let i = 0; i < bban.length; i++) {
    const d = Number(bban[i]);
    sum += i % 2 === 0 ? (odd[d] ?? 0) : d;
  }
  return String.fromCharCode(65 + (sum % 26));
}
