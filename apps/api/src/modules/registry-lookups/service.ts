import { type Language, PAYMENT_TERMS, type RegistryLookupEntry, type RegistryLookupType } from '@portal/contracts';
import { AppError } from '../../lib/errors';
import { countries, PROVINCES } from '../generic/index';
import { BANKS } from './banks';

type T = (key: string) => string;

/**
 * The entries of one list, labelled in the reader's language: payment terms from the catalogue,
 * countries from Intl (Italy first, as in `generic/get-location`); banks and provinces are proper
 * names, the same in every language, in alphabetical order.
 */
export function lookupEntries(type: RegistryLookupType, lang: Language, t: T): RegistryLookupEntry[] {
  switch (type) {
    case 'payment-terms':
      return PAYMENT_TERMS.map((id) => ({ id, label: t(`registryLookups.paymentTerms.${id}`) }));
    case 'banks':
      return byLabel(BANKS.map((b) => ({ id: b.abi, label: b.name })));
    case 'countries':
      return countries(lang).map((c) => ({ id: c.id, label: c.name }));
    case 'provinces':
      return byLabel(PROVINCES.map((p) => ({ id: p.code, label: p.name })));
  }
}

/** One entry by its id (already upper case); 404 when the list has no such entry. */
export function lookupEntry(type: RegistryLookupType, id: string, lang: Language, t: T): RegistryLookupEntry {
  const entry = lookupEntries(type, lang, t).find((e) => e.id === id);
  if (!entry) throw new AppError(404, 'registryLookups.errors.unknownEntry');
  return entry;
}

const collator = new Intl.Collator('it');
const byLabel = (entries: RegistryLookupEntry[]) => entries.sort((a, b) => collator.compare(a.label, b.label));
