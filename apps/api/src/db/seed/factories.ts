import { eanCheckDigit, type SheetFieldsComplete } from '@portal/contracts';
import { italianIban, vatNumber } from './sheets';

/**
 * Deterministic, realistic rows built from a number: the large seed uses them by the
 * hundred thousand, tests use them to make the few rows they need (bulletproof-react's
 * data generators). The same `n` always gives the same row.
 */

const FORMS = ['S.r.l.', 'S.p.A.', 'S.n.c.', 'S.a.s.', 'S.r.l.s.', 'di Rossi & C.'] as const;
const TRADES = [
  'Arredamenti',
  'Mobili',
  'Cucine',
  'Interni',
  'Casa',
  'Design',
  'Arredo',
  'Mobilificio',
  'Elettrodomestici',
  'Living',
  'Spazio',
  'Habitat',
] as const;
const NAMES = [
  'Rossi',
  'Bianchi',
  'Colombo',
  'Ferrari',
  'Esposito',
  'Romano',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'De Santis',
  "D'Angelo",
  'Marchetti',
  'Parisi',
] as const;
/** [city, province, postal code, VAT office digits] */
const PLACES = [
  ['Milano', 'MI', '20121', '015'],
  ['Monza', 'MB', '20900', '108'],
  ['Bergamo', 'BG', '24121', '016'],
  ['Brescia', 'BS', '25121', '017'],
  ['Como', 'CO', '22100', '013'],
  ['Torino', 'TO', '10121', '001'],
  ['Genova', 'GE', '16121', '010'],
  ['Verona', 'VR', '37121', '023'],
  ['Padova', 'PD', '35121', '028'],
  ['Venezia', 'VE', '30121', '027'],
  ['Treviso', 'TV', '31100', '026'],
  ['Udine', 'UD', '33100', '030'],
  ['Trento', 'TN', '38121', '022'],
  ['Bologna', 'BO', '40121', '037'],
  ['Modena', 'MO', '41121', '036'],
  ['Parma', 'PR', '43121', '034'],
  ['Firenze', 'FI', '50122', '048'],
  ['Pisa', 'PI', '56125', '050'],
  ['Perugia', 'PG', '06121', '054'],
  ['Ancona', 'AN', '60121', '042'],
  ['Pesaro', 'PU', '61121', '041'],
  ['Roma', 'RM', '00185', '058'],
  ['Latina', 'LT', '04100', '059'],
  ['Pescara', 'PE', '65121', '068'],
  ['Napoli', 'NA', '80133', '063'],
  ['Salerno', 'SA', '84121', '065'],
  ['Bari', 'BA', '70121', '072'],
  ['Lecce', 'LE', '73100', '075'],
  ['Cosenza', 'CS', '87100', '078'],
  ['Reggio Calabria', 'RC', '89121', '080'],
  ['Palermo', 'PA', '90133', '082'],
  ['Catania', 'CT', '95131', '087'],
  ['Cagliari', 'CA', '09124', '092'],
  ['Sassari', 'SS', '07100', '090'],
] as const;
const STREETS = ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via Mazzini', 'Viale Europa', 'Via Dante', 'Via Verdi'];
const BANKS = [
  ['Intesa Sanpaolo', '03069', '09606'],
  ['UniCredit', '02008', '11110'],
  ['Banco BPM', '05034', '14700'],
  ['BPER Banca', '05387', '12900'],
  ['Credem', '03032', '12800'],
] as const;
const PAYMENTS = [
  'Ri.Ba. 60 giorni data fattura fine mese',
  'Bonifico bancario 30 giorni data fattura',
  'Ri.Ba. 90 giorni fine mese',
  'Rimessa diretta a ricevimento fattura',
] as const;

const at = <T>(xs: readonly T[], n: number): T => xs[((n % xs.length) + xs.length) % xs.length] as T;
/** A spread of n over a list that does not repeat in step with other lists. */
const mix = (n: number, salt: number) => Math.abs(Math.imul(n + salt, 2654435761) >> 3);

export type ClientFactory = ReturnType<typeof clientFactory>;

/** A retailer client of agency `agencyId`, the n-th of a generated set. */
export function clientFactory(n: number, agencyId: number | null) {
  const place = at(PLACES, mix(n, 1));
  const [city, province, postalCode, office] = place;
  const name = `${at(TRADES, mix(n, 2))} ${at(NAMES, mix(n, 3))}${n % 7 === 0 ? ` & ${at(NAMES, mix(n, 4))}` : ''} ${at(FORMS, mix(n, 5))}`;
  const vat = vatNumber(`${String(n).padStart(7, '0')}${office}`);
  const slug = name
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    .slice(0, 18);
  return {
    agencyId,
    code: `${province}${String(n).padStart(6, '0')}`.slice(0, 8),
    companyName: `${name} (${String(n).padStart(6, '0')})`,
    vatNumber: vat,
    taxCode: vat,
    email: `amministrazione.${n}@${slug}.it`,
    phone: `+39 0${mix(n, 6) % 90} ${String(mix(n, 7) % 10_000_000).padStart(7, '0')}`,
    address: `${at(STREETS, mix(n, 8))} ${1 + (mix(n, 9) % 180)}`,
    city,
    postalCode,
    province,
    country: 'IT',
  };
}

/** A complete sheet for a client made by `clientFactory` (what save-for-signature accepts). */
export function sheetFieldsFactory(
  n: number,
  client: ClientFactory,
  agency: { id: number; agent: string },
): SheetFieldsComplete {
  const [bankName, abi, cab] = at(BANKS, mix(n, 10));
  return {
    legal_seat: {
      company_name: client.companyName,
      address: client.address,
      postal_code: client.postalCode,
      city: client.city,
      province: client.province,
      country: 'IT',
    },
    postal_address: { same_as_legal_seat: true },
    delivery_place: { same_as_legal_seat: true },
    agency: { agency_id: agency.id, agent: agency.agent },
    contacts: { vat_number: client.vatNumber, tax_code: client.taxCode, phone: client.phone, mobile: '', fax: '' },
    emails: { administrative: client.email, commercial: client.email, management: '', pec: '' },
    invoicing: { sdi_code: 'M5UXCR1' },
    bank: { bank_name: bankName, abi, cab, iban: italianIban(abi, cab, String(100_000 + n)) },
    terms: {
      payment_terms: at(PAYMENTS, mix(n, 11)),
      discount: `${40 + (n % 3) * 5}`,
      fixed_days: '',
      notes: '',
      activation_date: '',
    },
  } as SheetFieldsComplete;
}

export const personFactory = (n: number) => ({
  name: at(['Luca', 'Sara', 'Marco', 'Giulia', 'Paolo', 'Anna', 'Davide', 'Elena', 'Matteo', 'Chiara'], mix(n, 12)),
  surname: at(NAMES, mix(n, 13)),
});

/** The support-material families (catalogues, samples, displays, price lists). */
export const MATERIAL_FAMILIES = [
  { code: 'CAT', names: { it: 'Cataloghi', en: 'Catalogues', fr: 'Catalogues', es: 'Catálogos' } },
  { code: 'CAM', names: { it: 'Campionari', en: 'Samples', fr: 'Échantillons', es: 'Muestrarios' } },
  { code: 'ESP', names: { it: 'Espositori', en: 'Displays', fr: 'Présentoirs', es: 'Expositores' } },
  { code: 'LIS', names: { it: 'Listini', en: 'Price lists', fr: 'Tarifs', es: 'Tarifas' } },
] as const;

const MATERIAL_KINDS = [
  { it: 'Catalogo cucine', en: 'Kitchen catalogue', fr: 'Catalogue cuisines', es: 'Catálogo de cocinas' },
  { it: 'Campionario ante', en: 'Door sample set', fr: 'Échantillons de portes', es: 'Muestrario de puertas' },
  { it: 'Espositore da banco', en: 'Counter display', fr: 'Présentoir de comptoir', es: 'Expositor de mostrador' },
  { it: 'Listino prezzi', en: 'Price list', fr: 'Liste de prix', es: 'Lista de precios' },
] as const;

/** Material `n` (from 1) in family `familyIds[n % families]`: the demo, large seed and tests use it. */
export function materialFactory(n: number, familyIds: readonly number[]) {
  const kind = (n - 1) % MATERIAL_KINDS.length;
  const familyId = familyIds[kind % familyIds.length] as number;
  const names = MATERIAL_KINDS[kind] as (typeof MATERIAL_KINDS)[number];
  const edition = 2020 + (n % 7);
  return {
    productCode: `MAT-${String(n).padStart(5, '0')}`,
    familyId,
    barcode: `80${String(1_000_000_000 + n).slice(-10)}`,
    names: {
      it: `${names.it} ${edition}`,
      en: `${names.en} ${edition}`,
      fr: `${names.fr} ${edition}`,
      es: `${names.es} ${edition}`,
    },
    notes: { it: 'Spedire in busta imbottita', en: 'Ship in a padded envelope' },
    firstEdition: `${edition}-0${1 + (n % 9)}-15`,
    packQuantity: [1, 5, 10, 25][n % 4] as number,
    cost: (2 + (n % 20) * 0.75).toFixed(2),
    price: (5 + (n % 20) * 1.5).toFixed(2),
    manager: 'Ufficio marketing',
    packaging: kind === 2 ? 'Scatola' : 'Busta',
    visible: n % 11 !== 0,
    favourite: n % 5 === 1,
  };
}

/** The demo's twelve materials. */
export const demoMaterialRows = (familyIds: readonly number[]) =>
  Array.from({ length: 12 }, (_, i) => materialFactory(i + 1, familyIds));

/** Appliance types as the ERP writes them, each with a list price range and a weight in kg. */
const APPLIANCE_TYPES = [
  { type: 'Forno', name: 'Forno multifunzione', price: 450, weight: 34 },
  { type: 'Piano cottura', name: 'Piano a induzione', price: 380, weight: 12 },
  { type: 'Frigorifero', name: 'Frigorifero combinato', price: 720, weight: 68 },
  { type: 'Lavastoviglie', name: 'Lavastoviglie a scomparsa totale', price: 520, weight: 41 },
  { type: 'Cappa', name: 'Cappa a isola', price: 290, weight: 18 },
  { type: 'Microonde', name: 'Microonde da incasso', price: 260, weight: 17 },
  { type: 'Congelatore', name: 'Congelatore verticale', price: 610, weight: 55 },
  { type: 'Cantinetta', name: 'Cantinetta vini', price: 840, weight: 39 },
] as const;
const APPLIANCE_BRANDS = ['Bosch', 'Smeg', 'Electrolux', 'Whirlpool', 'Neff', 'Miele'] as const;
const APPLIANCE_FINISHES = ['inox', 'nero', 'bianco', 'vetro nero', 'antracite'] as const;

/**
 * Appliance `n` (from 1) of the price list: code `EL-000001`, an Italian EAN-13 (prefix 80)
 * with its check digit, a type, brand and price; every ninth has no weight.
 */
export function applianceFactory(n: number) {
  const kind = at(APPLIANCE_TYPES, n - 1);
  const brand = at(APPLIANCE_BRANDS, mix(n, 21));
  const width = kind.type === 'Cappa' || kind.type === 'Piano cottura' ? at([60, 80, 90], mix(n, 22)) : 60;
  const body = `80${String(n).padStart(10, '0')}`;
  return {
    code: `EL-${String(n).padStart(6, '0')}`,
    ean: `${body}${eanCheckDigit(body)}`,
    type: kind.type,
    brand,
    internalCode: `${brand.slice(0, 3).toUpperCase()}${String(100 + (mix(n, 23) % 900))}-${n}`,
    description: `${kind.name} ${brand} ${width} cm ${at(APPLIANCE_FINISHES, mix(n, 24))}`,
    price: (kind.price + (mix(n, 25) % 120) * 10 + 0.9).toFixed(2),
    weightKg: n % 9 === 0 ? null : (kind.weight + (mix(n, 26) % 80) / 10).toFixed(2),
  };
}
