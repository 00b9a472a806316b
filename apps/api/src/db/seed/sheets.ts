import {
  isItalianVatNumber,
  type Language,
  type SheetStatus,
  sheetFieldsCompleteSchema,
  taxCodeCheckLetter,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Storage } from '../../lib/storage/index';
import {
  buildDocument,
  type DocumentSource,
  documentBytes,
  documentKey,
  type SignDocument,
  signedPdfKey,
} from '../../modules/signing/document';
import { documentClientColumns, eventsOfSheet, findRequestById } from '../../modules/signing/repository';
import { renderSignedPdf } from '../../modules/signing/signed-pdf';
import { queryRows, type Tx } from '../index';
import { agencies, clientSoftwareAccess, clients, sheets, signEvents, signRequests } from '../schema/index';
import type { DemoContext, DemoStep } from './types';

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

type Demo = {
  agency: 0 | 1;
  /** Existing client (index into the accounts step's clientIds) or a new one. */
  existing?: number;
  company: string;
  vat10: string;
  address: string;
  postal: string;
  city: string;
  province: string;
  phone: string;
  email: string;
  bank: [name: string, abi: string, cab: string, account: string];
  sdi: string;
  pec?: string;
  payment: string;
  discount: string;
  fixedDays?: string;
  personalTaxCode?: string;
  code?: string;
  /** Status of each version, oldest first. */
  versions: SheetStatus[];
  client?: 'active' | 'deletion_requested' | 'deleted';
  deletionReason?: string;
  software?: { username: string; since: string; enabled: boolean };
};

const DEMO: Demo[] = [
  {
    agency: 0,
    existing: 0,
    company: 'Arredamenti Brambilla S.r.l.',
    vat10: '0123456015',
    address: 'Via Italia 12',
    postal: '20900',
    city: 'Monza',
    province: 'MB',
    phone: '+39 039 3900123',
    email: 'amministrazione@brambilla-arredamenti.it',
    bank: ['Banca Popolare di Sondrio', '05696', '20400', '3120'],
    sdi: 'M5UXCR1',
    payment: 'Ri.Ba. 60 giorni data fattura fine mese',
    discount: '50+10',
    fixedDays: '10',
    versions: ['confirmed'],
    software: { username: 'brambilla.mb0001', since: '2024-02-12', enabled: true },
  },
  {
    agency: 0,
    existing: 1,
    company: 'Casa Design Milano S.p.A.',
    vat10: '0764352056',
    address: 'Corso Buenos Aires 45',
    postal: '20124',
    city: 'Milano',
    province: 'MI',
    phone: '+39 02 29400871',
    email: 'contabilita@casadesignmilano.it',
    bank: ['Intesa Sanpaolo', '03069', '09606', '100000012345'],
    sdi: 'KRRH6B9',
    payment: 'Bonifico bancario 30 giorni data fattura',
    discount: '45',
    versions: ['confirmed'],
    software: { username: 'casadesign.mi0002', since: '2023-09-04', enabled: true },
  },
  {
    agency: 0,
    existing: 2,
    company: 'Mobili Rota & Figli S.n.c.',
    vat10: '0246810016',
    address: 'Via XX Settembre 8',
    postal: '24122',
    city: 'Bergamo',
    province: 'BG',
    phone: '+39 035 247711',
    email: 'ufficio@mobilirota.it',
    bank: ['UniCredit', '02008', '11110', '000104567890'],
    sdi: '0000000',
    pec: 'mobilirota@pec.it',
    payment: 'Ri.Ba. 90 giorni fine mese',
    discount: '50+5',
    fixedDays: '15',
    versions: ['confirmed', 'draft'],
    software: { username: 'rota.bg0003', since: '2022-05-18', enabled: false },
  },
  {
    agency: 1,
    existing: 3,
    company: 'Cucine Capitoline S.r.l.',
    vat10: '0551841058',
    address: 'Via Nazionale 110',
    postal: '00184',
    city: 'Roma',
    province: 'RM',
    phone: '+39 06 4881230',
    email: 'amministrazione@cucinecapitoline.it',
    bank: ['BPER Banca', '05387', '03200', '000000765432'],
    sdi: 'T04ZHR3',
    payment: 'Bonifico bancario 60 giorni fine mese',
    discount: '48',
    versions: ['confirmed'],
    software: { username: 'capitoline.rm0004', since: '2024-11-03', enabled: true },
  },
  {
    agency: 1,
    existing: 4,
    company: 'Interni Partenopei S.r.l.',
    vat10: '0684375121',
    address: 'Via Toledo 256',
    postal: '80134',
    city: 'Napoli',
    province: 'NA',
    phone: '+39 081 5521904',
    email: 'info@internipartenopei.it',
    bank: ['Banca Monte dei Paschi di Siena', '01030', '03400', '000063219870'],
    sdi: 'SUBM70N',
    payment: 'Ri.Ba. 60-90 giorni fine mese',
    discount: '50',
    fixedDays: '5,20',
    versions: ['confirmed', 'sent'],
  },
  // Agenzia Lombarda Arredo: new clients in every state.
  {
    agency: 0,
    company: 'Mobilificio Bergamasco S.r.l.',
    vat10: '0398765016',
    address: 'Via Autostrada 21',
    postal: '24126',
    city: 'Bergamo',
    province: 'BG',
    phone: '+39 035 4592210',
    email: 'amministrazione@mobilificiobergamasco.it',
    bank: ['Credito Bergamasco', '05034', '11101', '000000458812'],
    sdi: 'USAL8PV',
    payment: 'Ri.Ba. 60 giorni fine mese',
    discount: '40',
    versions: ['draft'],
  },
  {
    agency: 0,
    company: 'Cucine & Living Varese S.r.l.',
    vat10: '0312457012',
    address: 'Viale Borri 188',
    postal: '21100',
    city: 'Varese',
    province: 'VA',
    phone: '+39 0332 284410',
    email: 'admin@cucineliving.it',
    bank: ['Intesa Sanpaolo', '03069', '10800', '100000098765'],
    sdi: 'KRRH6B9',
    payment: 'Bonifico bancario 30 giorni fine mese',
    discount: '45+5',
    versions: ['ready'],
  },
  {
    agency: 0,
    company: 'Arredo Casa Brianza S.n.c.',
    vat10: '0278451096',
    address: 'Via Milano 74',
    postal: '20831',
    city: 'Seregno',
    province: 'MB',
    phone: '+39 0362 231870',
    email: 'contabilita@arredocasabrianza.it',
    bank: ['Banco BPM', '05034', '33840', '000000011223'],
    sdi: '0000000',
    pec: 'arredocasabrianza@legalmail.it',
    payment: 'Ri.Ba. 90 giorni fine mese',
    discount: '50',
    fixedDays: '10,25',
    versions: ['sent'],
  },
  {
    agency: 0,
    company: 'Il Salotto di Como S.r.l.',
    vat10: '0345678013',
    address: 'Via Napoleona 50',
    postal: '22100',
    city: 'Como',
    province: 'CO',
    phone: '+39 031 526641',
    email: 'amministrazione@salottocomo.it',
    bank: ['UniCredit', '02008', '10900', '000105566778'],
    sdi: 'M5UXCR1',
    payment: 'Bonifico bancario 60 giorni data fattura',
    discount: '47',
    versions: ['signed'],
  },
  {
    agency: 0,
    company: 'Elettrodomestici Pavesi S.p.A.',
    vat10: '0156743018',
    address: 'Corso Cavour 33',
    postal: '27100',
    city: 'Pavia',
    province: 'PV',
    phone: '+39 0382 301122',
    email: 'acquisti@elettropavesi.it',
    bank: ['Banca Popolare di Sondrio', '05696', '11300', '000000991100'],
    sdi: 'W7YVJK9',
    payment: 'Ri.Ba. 60 giorni fine mese',
    discount: '30',
    versions: ['declined'],
  },
  {
    agency: 0,
    company: 'Casa Moderna Lodi S.r.l.',
    vat10: '0489012098',
    address: 'Via Emilia 140',
    postal: '26900',
    city: 'Lodi',
    province: 'LO',
    phone: '+39 0371 420087',
    email: 'info@casamodernalodi.it',
    bank: ['Crédit Agricole Italia', '06230', '20300', '000046778899'],
    sdi: 'A4707H7',
    payment: 'Bonifico bancario 30 giorni',
    discount: '42',
    versions: ['expired'],
  },
  {
    agency: 0,
    company: 'Spazio Cucina Brescia S.r.l.',
    vat10: '0367812017',
    address: 'Via Triumplina 99',
    postal: '25123',
    city: 'Brescia',
    province: 'BS',
    phone: '+39 030 2009911',
    email: 'amministrazione@spaziocucinabrescia.it',
    bank: ['BPER Banca', '05387', '11200', '000000332211'],
    sdi: 'KRRH6B9',
    payment: 'Ri.Ba. 60 giorni fine mese',
    discount: '50+10',
    versions: ['revision'],
  },
  {
    agency: 0,
    company: 'Mobili Ferretti di Ferretti Giovanni',
    vat10: '0154321019',
    address: 'Via Mantova 12',
    postal: '26100',
    city: 'Cremona',
    province: 'CR',
    phone: '+39 0372 457120',
    email: 'giovanni@mobiliferretti.it',
    bank: ['Intesa Sanpaolo', '03069', '11410', '100000044556'],
    sdi: 'M5UXCR1',
    payment: 'Rimessa diretta',
    discount: '35',
    personalTaxCode: 'FRRGNN65C12D150',
    code: 'CR0006',
    versions: ['confirmed'],
    client: 'deletion_requested',
    deletionReason: 'Attività cessata a fine anno: il titolare va in pensione',
  },
  {
    agency: 0,
    company: 'Arredamenti Sondrio S.a.s.',
    vat10: '0092345014',
    address: 'Via Stelvio 5',
    postal: '23100',
    city: 'Sondrio',
    province: 'SO',
    phone: '+39 0342 210034',
    email: 'info@arredamentisondrio.it',
    bank: ['Banca Popolare di Sondrio', '05696', '11000', '000000123987'],
    sdi: 'T04ZHR3',
    payment: 'Ri.Ba. 60 giorni fine mese',
    discount: '40',
    code: 'SO0008',
    versions: ['confirmed'],
    client: 'deleted',
    deletionReason: 'Cliente assorbito da Arredamenti Brambilla S.r.l.',
  },
  // Rappresentanze Centro-Sud.
  {
    agency: 1,
    company: 'Cucine Romane S.r.l.',
    vat10: '1234567058',
    address: 'Via Tuscolana 702',
    postal: '00174',
    city: 'Roma',
    province: 'RM',
    phone: '+39 06 76960012',
    email: 'amministrazione@cucineromane.it',
    bank: ['UniCredit', '02008', '05077', '000102938475'],
    sdi: 'SUBM70N',
    payment: 'Bonifico bancario 60 giorni fine mese',
    discount: '45',
    versions: ['draft'],
  },
  {
    agency: 1,
    company: 'Arredo Sud Bari S.r.l.',
    vat10: '0654321072',
    address: 'Viale Unità d’Italia 41',
    postal: '70125',
    city: 'Bari',
    province: 'BA',
    phone: '+39 080 5543201',
    email: 'contabilita@arredosudbari.it',
    bank: ['Banca Popolare di Bari', '05424', '04001', '000000556677'],
    sdi: 'KRRH6B9',
    payment: 'Ri.Ba. 90 giorni fine mese',
    discount: '50',
    versions: ['ready'],
  },
  {
    agency: 1,
    company: 'Casa & Stile Napoli S.r.l.',
    vat10: '0798123063',
    address: 'Via Domenico Fontana 120',
    postal: '80128',
    city: 'Napoli',
    province: 'NA',
    phone: '+39 081 5789043',
    email: 'info@casaestilenapoli.it',
    bank: ['Intesa Sanpaolo', '03069', '03496', '100000077889'],
    sdi: '0000000',
    pec: 'casaestile@pec.it',
    payment: 'Ri.Ba. 60 giorni fine mese',
    discount: '48+2',
    versions: ['sent'],
  },
  {
    agency: 1,
    company: 'Mobili Toscani Firenze S.r.l.',
    vat10: '0587612048',
    address: 'Via di Novoli 73',
    postal: '50127',
    city: 'Firenze',
    province: 'FI',
    phone: '+39 055 4378820',
    email: 'amministrazione@mobilitoscani.it',
    bank: ['Banca Monte dei Paschi di Siena', '01030', '02800', '000001234509'],
    sdi: 'M5UXCR1',
    payment: 'Bonifico bancario 30 giorni fine mese',
    discount: '46',
    versions: ['signed'],
  },
  {
    agency: 1,
    company: 'Elettrocasa Pescara S.r.l.',
    vat10: '0187654068',
    address: 'Viale Marconi 221',
    postal: '65127',
    city: 'Pescara',
    province: 'PE',
    phone: '+39 085 4511189',
    email: 'acquisti@elettrocasapescara.it',
    bank: ['BPER Banca', '05387', '15400', '000000818181'],
    sdi: 'USAL8PV',
    payment: 'Ri.Ba. 60 giorni fine mese',
    discount: '30+5',
    versions: ['revision'],
  },
  {
    agency: 1,
    company: 'Interni Salernitani S.n.c.',
    vat10: '0456789065',
    address: 'Corso Vittorio Emanuele 88',
    postal: '84123',
    city: 'Salerno',
    province: 'SA',
    phone: '+39 089 2750012',
    email: 'ufficio@internisalernitani.it',
    bank: ['Banca di Credito Popolare', '05142', '15200', '000000909090'],
    sdi: 'W7YVJK9',
    payment: 'Rimessa diretta a ricevimento fattura',
    discount: '40',
    versions: ['declined'],
  },
  {
    agency: 1,
    company: 'Arredamenti Latina S.r.l.',
    vat10: '0276543059',
    address: 'Via dei Volsini 27',
    postal: '04100',
    city: 'Latina',
    province: 'LT',
    phone: '+39 0773 690443',
    email: 'info@arredamentilatina.it',
    bank: ['Banco BPM', '05034', '14700', '000000676767'],
    sdi: 'A4707H7',
    payment: 'Bonifico bancario 60 giorni',
    discount: '44',
    versions: ['expired'],
  },
  {
    agency: 1,
    company: 'Il Mobile Calabrese S.r.l.',
    vat10: '0312345078',
    address: 'Via Popilia 190',
    postal: '87100',
    city: 'Cosenza',
    province: 'CS',
    phone: '+39 0984 391122',
    email: 'amministrazione@mobilecalabrese.it',
    bank: ['UniCredit', '02008', '16200', '000107070707'],
    sdi: 'KRRH6B9',
    payment: 'Ri.Ba. 90 giorni fine mese',
    discount: '50',
    code: 'CS0007',
    versions: ['confirmed'],
    client: 'deletion_requested',
    deletionReason: 'Il cliente si rifornisce ormai solo dal concorrente, nessun ordine da due anni',
    software: { username: 'mobilecalabrese.cs0007', since: '2021-03-15', enabled: true },
  },
];

const DAY = 86_400_000;
/** The demo signers read and signed in Italian, from one office. */
const SEED_LANGUAGE: Language = 'it';
const SIGNER_IP = '93.41.112.7';
const SIGNER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0';

type Sealed = { sheetId: number; document: SignDocument; bytes: Buffer; sha256: string };

/**
 * The canonical document of a signed version about to be inserted: its id is taken from the
 * sheets' identity sequence, the client and agency are read as the signing engine reads them.
 */
async function sealedDocument(
  tx: Tx,
  sheet: { clientId: number; version: number; signatureEmail: string; fields: Record<string, unknown> },
): Promise<Sealed> {
  const [next] = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('sheets', 'id'))::int as id`,
  );
  const [row] = await tx
    .select({
      client: documentClientColumns,
      agencyId: clients.agencyId,
      agencyName: agencies.name,
    })
    .from(clients)
    .leftJoin(agencies, eq(agencies.id, clients.agencyId))
    .where(eq(clients.id, sheet.clientId));
  if (!next || !row) throw new Error('the sealed sheet needs its id and its client');
  const sheetId = Number(next.id);
  const source: DocumentSource = {
    sheet: { id: sheetId, version: sheet.version, signatureEmail: sheet.signatureEmail, fields: sheet.fields },
    client: row.client,
    agency: row.agencyId !== null && row.agencyName !== null ? { id: row.agencyId, name: row.agencyName } : null,
  };
  const document = buildDocument(source, SEED_LANGUAGE);
  const bytes = documentBytes(document);
  return { sheetId, document, bytes, sha256: sha256(bytes) };
}

/**
 * Stores what a real signing stores: the accepted document under its request and the signed
 * PDF at the sheet's key, both from the rows as the engine reads them back. Refuses if the
 * engine would build a different document than the one whose hash the rows record.
 */
async function storeSignedCopy(tx: Tx, storage: Storage, sealed: Sealed, requestId: number): Promise<void> {
  const ctx = await findRequestById(tx, requestId);
  const r = ctx?.request;
  if (!ctx || !r?.completedAt || !r.signerName || !r.signatureData || !ctx.sheet.signedPdfKey) {
    throw new Error(`seeded sign request ${requestId} is not a complete signing`);
  }
  const document = buildDocument(ctx, r.language as Language);
  const bytes = documentBytes(document);
  if (!bytes.equals(sealed.bytes) || r.documentSha256 !== sealed.sha256 || sha256(bytes) !== sealed.sha256) {
    throw new Error(`seeded sheet ${ctx.sheet.id}: the signing engine builds a different document`);
  }
  await storage.put(documentKey(r.id), bytes);
  const pdf = await renderSignedPdf({
    document,
    documentBytes: bytes,
    documentSha256: sealed.sha256,
    signRequestId: r.id,
    signer: { name: r.signerName, email: r.email, ip: r.ip, userAgent: r.userAgent, signedAt: r.completedAt },
    signature: { kind: 'typed', text: r.signatureData.trim() },
    events: await eventsOfSheet(tx, ctx.sheet.id),
  });
  await storage.put(ctx.sheet.signedPdfKey, pdf);
}

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
      const requestStatus = (
        { sent: 'open', signed: 'signed', confirmed: 'signed', declined: 'declined', expired: 'expired' } as const
      )[status as 'sent' | 'signed' | 'confirmed' | 'declined' | 'expired'];
      const completed = requestStatus === 'open' ? null : new Date(sent.getTime() + 2 * DAY);
      const signerName = `Legale rappresentante di ${demo.company}`;
      const [request] = await tx
        .insert(signRequests)
        .values({
          sheetId: sheet.id,
          tokenHash: sha256(randomToken()),
          email: signer,
          language: SEED_LANGUAGE,
          status: requestStatus,
          expiresAt: requestStatus === 'expired' ? new Date(now - DAY) : new Date(sent.getTime() + 30 * DAY),
          termsAcceptedAt: requestStatus === 'signed' ? completed : null,
          otpVerifiedAt: requestStatus === 'signed' ? completed : null,
          signerName: requestStatus === 'signed' ? signerName : null,
          signatureKind: requestStatus === 'signed' ? 'typed' : null,
          signatureData: requestStatus === 'signed' ? signerName : null,
          declineReason:
            requestStatus === 'declined' ? 'Le condizioni di pagamento non sono quelle concordate con l’agente.' : null,
          completedAt: completed,
          ip: completed ? SIGNER_IP : null,
          userAgent: completed ? SIGNER_UA : null,
          documentSha256: requestStatus === 'signed' ? (sealed?.sha256 ?? null) : null,
          createdBy: agents[demo.agency],
          createdAt: sent,
        })
        .returning({ id: signRequests.id });
      if (!request) continue;
      const events: { event: string; at: Date; data?: Record<string, unknown> }[] = [
        { event: 'sent', at: sent, data: { email: signer, by: agents[demo.agency] } },
      ];
      if (completed) {
        events.push({ event: 'opened', at: new Date(sent.getTime() + DAY), data: { language: SEED_LANGUAGE } });
        if (requestStatus === 'signed' && sealed) {
          const document = sealed.document;
          events.push(
            {
              event: 'accepted',
              at: completed,
              data: {
                sheet: true,
                privacy: true,
                conditions: true,
                language: SEED_LANGUAGE,
                document_sha256: sealed.sha256,
                privacy_version: document.texts.privacy.version,
                conditions_version: document.texts.conditions.version,
              },
            },
            {
              event: 'otp_sent',
              at: completed,
              data: { expires_at: new Date(completed.getTime() + 600_000).toISOString() },
            },
            { event: 'otp_verified', at: completed },
            {
              event: 'signed',
              at: completed,
              data: { signer_name: signerName, signature_kind: 'typed', document_sha256: sealed.sha256 },
            },
          );
        } else events.push({ event: requestStatus, at: completed });
      }
      await tx.insert(signEvents).values(
        events.map((e) => ({
          signRequestId: request.id,
          event: e.event,
          createdAt: e.at,
          ip: e.event === 'sent' ? null : SIGNER_IP,
          userAgent: e.event === 'sent' ? null : SIGNER_UA,
          data: e.data ?? null,
        })),
      );
      if (sealed && completed) {
        await storeSignedCopy(tx, storage, sealed, request.id);
      }
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
