import { vatNumber } from '../../apps/api/src/db/seed/sheets';
import { type PrintClient, renderClientsPdf, renderClientsXlsx } from '../../apps/api/src/modules/clients/print';

const CITIES = [
  ['Milano', 'MI', '20121'],
  ['Monza', 'MB', '20900'],
  ['Bergamo', 'BG', '24122'],
  ['Roma', 'RM', '00184'],
  ['Napoli', 'NA', '80134'],
  ['Firenze', 'FI', '50127'],
  ['Torino', 'TO', '10121'],
  ['Bari', 'BA', '70121'],
] as const;
const KINDS = ['Arredamenti', 'Cucine', 'Mobilificio', 'Casa & Design', 'Interni', 'Elettrodomestici'];
const STATES = ['draft', 'ready', 'sent', 'signed', 'confirmed', 'declined', 'expired', 'revision'];

/** 1,000 clients shaped like the print's query rows. */
function clients(n: number): PrintClient[] {
  return Array.from({ length: n }, (_, i) => {
    const [city, province, postal] = CITIES[i % CITIES.length] ?? CITIES[0];
    return {
      code: `${province}${String(i).padStart(4, '0')}`,
      company_name: `${KINDS[i % KINDS.length]} ${city} ${i} S.r.l.`,
      vat_number: vatNumber(String(1_000_000_000 + i * 7919).slice(0, 10)),
      address: `Via Giuseppe Garibaldi ${1 + (i % 200)}`,
      postal_code: postal,
      city,
      province,
      agency: i % 2 ? 'Rappresentanze Centro-Sud' : 'Agenzia Lombarda Arredo',
      phone: `+39 02 555${String(i).padStart(4, '0')}`,
      email: `amministrazione${i}@cliente.example.it`,
      sheet_status: STATES[i % STATES.length] ?? null,
      client_status: i % 3 ? 'active' : 'prospect',
    };
  });
}

async function timed(label: string, fn: () => Promise<Buffer>) {
  const start = performance.now();
  const out = await fn();
  const ms = performance.now() - start;
  console.log(`${label.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms  ${(out.length / 1024).toFixed(0)} kB`);
  return ms;
}

/** Time to render 1,000 clients with the print functions of the clients module (target: < 3 s each). */
export async function printBench(): Promise<void> {
  const rows = clients(1000);
  // Warm-up: font metrics and the zip writer load once per process.
  await renderClientsPdf(rows.slice(0, 10), 'it');
  await renderClientsXlsx(rows.slice(0, 10), 'it');
  console.log('print: 1,000 clients');
  const pdf = await timed('  PDF (pdfkit)', () => renderClientsPdf(rows, 'it'));
  const xlsx = await timed('  xlsx (exceljs)', () => renderClientsXlsx(rows, 'it'));
  for (const [name, ms] of [
    ['PDF', pdf],
    ['xlsx', xlsx],
  ] as const) {
    if (ms > 3000) console.log(`  ${name} is over the 3 s target`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await printBench();
