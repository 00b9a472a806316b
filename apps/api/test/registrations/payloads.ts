import type { RegistrationKind } from '@portal/contracts';

let n = 0;

/** A complete, valid registration form of each kind; every call a new user name and address. */
export function registration(kind: RegistrationKind = 'it_reseller', extra: Record<string, unknown> = {}) {
  n++;
  const base = {
    username: `reseller.${process.pid}.${n}`,
    name: 'Anna',
    surname: 'Verdi',
    email: `anna.${process.pid}.${n}@example.com`,
    phone: '+39 02 1234567',
    fax: '+39 02 1234568',
    user_type: kind,
    city: 'Milano',
    postal_code: '20121',
    address: 'Via Dante 1',
    privacy: true,
  };
  const byKind = {
    it_reseller: { company_name: 'Verdi Arredi S.r.l.', vat_number: '07643520567', country: 'IT', province: 'mi' },
    foreign_reseller: {
      company_name: 'Maison Dupont SARL',
      vat_number: 'FR40303265045',
      country: 'FR',
      city: 'Lyon',
      postal_code: '69002',
    },
    press: { magazine: 'Casa & Design Magazine', vat_number: '01234560157', country: 'IT', province: 'MI' },
  }[kind];
  return { ...base, ...byKind, ...extra };
}
