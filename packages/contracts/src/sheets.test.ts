import './zod-config';
import { describe, expect, it } from 'vitest';
import {
  allowedSheetActions,
  clientDeletionTransition,
  ibanBankCodes,
  isItalianTaxCode,
  isValidIban,
  isValidSdiCode,
  SHEET_ACTIONS,
  SHEET_STATUSES,
  type SheetAction,
  type SheetActor,
  type SheetStatus,
  sheetFieldsCompleteSchema,
  sheetFieldsDraftSchema,
  sheetSections,
  sheetSetRequestSchema,
  sheetTransition,
} from './sheets';

export const completeFields = () => ({
  legal_seat: {
    company_name: 'Arredamenti Brambilla S.r.l.',
    address: 'Via Italia 12',
    postal_code: '20900',
    city: 'Monza',
    province: 'mb',
    country: 'it',
  },
  postal_address: { same_as_legal_seat: true },
  delivery_place: {
    same_as_legal_seat: false,
    address: 'Via Lecco 3',
    postal_code: '20900',
    city: 'Monza',
    province: 'MB',
    country: 'IT',
  },
  agency: { agency_id: 1, agent: 'Luca Colombo' },
  contacts: { vat_number: '01234560157', tax_code: '01234560157', phone: '+39 039 555 0101', mobile: '', fax: '' },
  emails: { administrative: 'amministrazione@brambilla.example.it', commercial: '', management: '', pec: '' },
  invoicing: { sdi_code: 'm5uxcr1' },
  bank: {
    bank_name: 'Banca Popolare di Sondrio',
    abi: '05428',
    cab: '11101',
    iban: 'IT60 X054 2811 1010 0000 0123 456',
  },
  terms: {
    payment_terms: 'Ri.Ba. 60 giorni fine mese',
    discount: '50+10',
    fixed_days: '10,25',
    notes: '',
    activation_date: '2026-03-01',
  },
});

const issues = (value: unknown) =>
  Object.fromEntries(
    (sheetFieldsCompleteSchema.safeParse(value).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
  );

describe('IBAN (ISO 13616 mod-97)', () => {
  it.each([
    'IT60X0542811101000000123456',
    'it60 x054 2811 1010 0000 0123 456',
    'DE89370400440532013000',
    'GB82WEST12345698765432',
    'FR1420041010050500013M02606',
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));
  it.each([
    ['a wrong check digit', 'IT61X0542811101000000123456'],
    ['a changed account digit', 'IT60X0542811101000000123457'],
    ['the wrong Italian length', 'IT60X054281110100000012345'],
    ['no CIN letter', 'IT6000542811101000000123456'],
    ['garbage', 'not an iban'],
  ])('refuses %s', (_, iban) => expect(isValidIban(iban)).toBe(false));
  it('reads ABI and CAB out of an Italian IBAN', () => {
    expect(ibanBankCodes('IT60X0542811101000000123456')).toEqual({ abi: '05428', cab: '11101' });
    expect(ibanBankCodes('DE89370400440532013000')).toBeNull();
  });
});

describe('tax code', () => {
  it('accepts a personal code with its check letter, also omocode, and a company number', () => {
    expect(isItalianTaxCode('RSSMRA85T10A562S')).toBe(true);
    expect(isItalianTaxCode('rssmra85t10a562s')).toBe(true);
    expect(isItalianTaxCode('01234560157')).toBe(true);
  });
  it('refuses a wrong check letter, a bad shape and an 11-digit number with a wrong check digit', () => {
    expect(isItalianTaxCode('RSSMRA85T10A562T')).toBe(false);
    expect(isItalianTaxCode('RSSMRA85Z10A562S')).toBe(false);
    expect(isItalianTaxCode('01234560158')).toBe(false);
    expect(isItalianTaxCode('RSSMRA85T10A562')).toBe(false);
  });
});

describe('SDI code', () => {
  it('is 7 letters or digits', () => {
    expect(isValidSdiCode('M5UXCR1')).toBe(true);
    expect(isValidSdiCode('0000000')).toBe(true);
    expect(isValidSdiCode('M5UXCR')).toBe(false);
    expect(isValidSdiCode('M5UX-R1')).toBe(false);
  });
  it('0000000 needs a certified e-mail', () => {
    const f = completeFields();
    f.invoicing.sdi_code = '0000000';
    expect(issues(f)).toEqual({ 'emails.pec': 'sheets.validation.pecRequired' });
    f.emails.pec = 'brambilla@pec.example.it';
    expect(issues(f)).toEqual({});
  });
});

describe('complete sheet schema', () => {
  it('accepts a complete sheet and normalizes it', () => {
    const parsed = sheetFieldsCompleteSchema.parse(completeFields());
    expect(parsed.legal_seat.province).toBe('MB');
    expect(parsed.legal_seat.country).toBe('IT');
    expect(parsed.bank.iban).toBe('IT60X0542811101000000123456');
    expect(parsed.invoicing.sdi_code).toBe('M5UXCR1');
  });
  it('names every missing required field', () => {
    const result = issues({ legal_seat: { company_name: 'X' } });
    expect(result).toMatchObject({
      'legal_seat.address': 'validation.required',
      'legal_seat.city': 'validation.required',
      contacts: 'validation.required',
      bank: 'validation.required',
    });
  });
  it('gives the spec §5 messages for bad values', () => {
    const f = completeFields();
    f.legal_seat.province = 'MBX';
    f.legal_seat.postal_code = '2090';
    f.contacts.vat_number = '01234560158';
    f.contacts.tax_code = 'RSSMRA85T10A562T';
    f.emails.administrative = 'not-an-email';
    f.bank.abi = '05A28';
    f.bank.cab = '1110';
    f.bank.iban = 'IT61X0542811101000000123456';
    f.terms.discount = 'a lot';
    f.terms.activation_date = '2026-02-30';
    expect(issues(f)).toEqual({
      'legal_seat.province': 'validation.provinceLength',
      'legal_seat.postal_code': 'validation.postalCode',
      'contacts.vat_number': 'validation.vatNumber',
      'contacts.tax_code': 'validation.taxCode',
      'emails.administrative': 'validation.invalidEmail',
      'bank.abi': 'validation.numericOnly',
      'bank.cab': 'sheets.validation.fiveDigits',
      'bank.iban': 'validation.iban',
      'terms.discount': 'sheets.validation.discount',
      'terms.activation_date': 'validation.date',
    });
  });
  it('says a missing province is required, a wrong one 2 letters, even on an empty sheet (issue 9)', () => {
    const f = completeFields();
    f.legal_seat.province = '';
    expect(issues(f)).toEqual({ 'legal_seat.province': 'validation.required' });
    f.legal_seat.province = 'M';
    expect(issues(f)).toEqual({ 'legal_seat.province': 'validation.provinceLength' });
    f.legal_seat.province = '';
    f.legal_seat.country = 'FR';
    f.legal_seat.postal_code = '75001';
    expect(issues(f)['legal_seat.province']).toBeUndefined();
    // A new sheet: nothing filled in yet, country not chosen.
    expect(issues({ legal_seat: {} })['legal_seat.province']).toBe('validation.required');
    expect(issues({ legal_seat: { country: 'IT', province: '' } })['legal_seat.province']).toBe('validation.required');
  });
  it('checks ABI and CAB against the IBAN', () => {
    const f = completeFields();
    f.bank.abi = '03069';
    expect(issues(f)).toEqual({ 'bank.abi': 'sheets.validation.abiMismatch' });
  });
  it('asks for a full delivery address unless it is the legal seat', () => {
    const f = completeFields();
    f.delivery_place = { same_as_legal_seat: false } as never;
    expect(issues(f)).toMatchObject({ 'delivery_place.address': 'validation.required' });
  });
  it('lets a foreign client skip the Italian rules', () => {
    const f = completeFields();
    Object.assign(f.legal_seat, { country: 'FR', province: '', postal_code: '75008' });
    f.contacts.vat_number = 'FR40303265045';
    expect(issues(f)).toEqual({});
  });
  it('the draft schema only needs the company name and typed values', () => {
    expect(sheetFieldsDraftSchema.safeParse({ legal_seat: { company_name: 'Casa Srl' } }).success).toBe(true);
    expect(sheetFieldsDraftSchema.safeParse({ legal_seat: { company_name: '' } }).success).toBe(false);
    expect(sheetFieldsDraftSchema.safeParse({ legal_seat: { company_name: 'X' }, bank: { iban: 42 } }).success).toBe(
      false,
    );
  });
});

describe('client-set request', () => {
  it('maps is_edited to the action and validates completely only for signature', () => {
    const draft = sheetSetRequestSchema.parse({
      is_edited: true,
      scheda_fields: { legal_seat: { company_name: 'X' } },
    });
    expect(draft.action).toBe('save');
    const bad = sheetSetRequestSchema.safeParse({
      is_edited: false,
      scheda_fields: { legal_seat: { company_name: 'X' } },
    });
    expect(bad.error?.issues.some((i) => i.path.join('.') === 'scheda_fields.legal_seat.address')).toBe(true);
    const ok = sheetSetRequestSchema.parse({ is_edited: false, scheda_fields: completeFields() });
    expect(ok.action).toBe('save_for_signature');
  });
  it('needs a note for a revision', () => {
    expect(sheetSetRequestSchema.safeParse({ action: 'revision' }).error?.issues[0]?.message).toBe(
      'sheets.errors.revisionNoteRequired',
    );
  });
});

describe('sheet transitions (PRODUCT.md §4)', () => {
  const allowed: [SheetStatus, SheetAction, SheetActor, SheetStatus][] = [
    ['draft', 'save', 'agent', 'draft'],
    ['draft', 'save_for_signature', 'agent', 'ready'],
    ['ready', 'save', 'staff', 'draft'],
    ['ready', 'send', 'agent', 'sent'],
    ['ready', 'send', 'staff', 'sent'],
    ['sent', 'remind', 'agent', 'sent'],
    ['sent', 'remind', 'system', 'sent'],
    ['sent', 'sign', 'signer', 'signed'],
    ['sent', 'decline', 'signer', 'declined'],
    ['sent', 'expire', 'system', 'expired'],
    ['signed', 'confirm', 'staff', 'confirmed'],
    ['sent', 'revision', 'staff', 'revision'],
    ['ready', 'revision', 'staff', 'revision'],
    ['revision', 'save', 'agent', 'draft'],
    ['revision', 'save_for_signature', 'agent', 'ready'],
    ['declined', 'save_for_signature', 'agent', 'ready'],
    ['expired', 'save', 'agent', 'draft'],
    ['confirmed', 'renew', 'agent', 'draft'],
    ['confirmed', 'renew', 'staff', 'draft'],
  ];
  it.each(allowed)('%s --%s by %s--> %s', (from, action, actor, to) => {
    expect(sheetTransition(from, action, actor)).toMatchObject({ ok: true, next: to });
  });

  it('keeps signed and sent content: a new version for renew, revision of a signed one, edits after sending', () => {
    expect(sheetTransition('confirmed', 'renew', 'agent')).toEqual({ ok: true, next: 'draft', newVersion: true });
    expect(sheetTransition('signed', 'revision', 'staff')).toEqual({ ok: true, next: 'revision', newVersion: true });
    expect(sheetTransition('sent', 'revision', 'staff')).toEqual({ ok: true, next: 'revision', newVersion: false });
    expect(sheetTransition('declined', 'save', 'agent', true)).toMatchObject({ newVersion: true });
    expect(sheetTransition('draft', 'save', 'agent', false)).toMatchObject({ newVersion: false });
  });

  const refusedState: [SheetStatus, SheetAction, SheetActor][] = [
    ['draft', 'send', 'agent'],
    ['sent', 'save', 'agent'],
    ['signed', 'save', 'staff'],
    ['confirmed', 'save', 'staff'],
    ['signed', 'send', 'staff'],
    ['draft', 'confirm', 'staff'],
    ['sent', 'confirm', 'staff'],
    ['confirmed', 'revision', 'staff'],
    ['revision', 'revision', 'staff'],
    ['signed', 'renew', 'staff'],
    ['ready', 'sign', 'signer'],
    ['declined', 'send', 'agent'],
  ];
  it.each(refusedState)('refuses %s --%s by %s (state)', (from, action, actor) => {
    expect(sheetTransition(from, action, actor)).toEqual({
      ok: false,
      status: 409,
      error: 'sheets.errors.invalidTransition',
    });
  });

  const refusedRole: [SheetStatus, SheetAction, SheetActor][] = [
    ['signed', 'confirm', 'agent'],
    ['sent', 'revision', 'agent'],
    ['sent', 'sign', 'agent'],
    ['sent', 'sign', 'staff'],
    ['sent', 'expire', 'staff'],
    ['draft', 'save', 'signer'],
  ];
  it.each(refusedRole)('refuses %s --%s by %s (role)', (from, action, actor) => {
    expect(sheetTransition(from, action, actor)).toEqual({
      ok: false,
      status: 403,
      error: 'sheets.errors.roleNotAllowed',
    });
  });

  it('every state and action answers (no hole in the table)', () => {
    for (const s of SHEET_STATUSES)
      for (const a of SHEET_ACTIONS)
        for (const r of ['staff', 'agent', 'signer', 'system'] as const)
          expect(sheetTransition(s, a, r)).toHaveProperty('ok');
  });

  it('lists the buttons an actor has', () => {
    expect(allowedSheetActions('signed', 'staff')).toEqual(['revision', 'confirm']);
    expect(allowedSheetActions('signed', 'agent')).toEqual([]);
    expect(allowedSheetActions('ready', 'agent')).toEqual(['save', 'save_for_signature', 'send']);
  });
});

describe('client deletion', () => {
  it('is requested, then completed by staff', () => {
    expect(clientDeletionTransition('active', 'request_deletion', 'agent')).toEqual({
      ok: true,
      next: 'deletion_requested',
    });
    expect(clientDeletionTransition('deletion_requested', 'complete_deletion', 'staff')).toEqual({
      ok: true,
      next: 'deleted',
    });
    expect(clientDeletionTransition('deletion_requested', 'complete_deletion', 'agent')).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(clientDeletionTransition('deletion_requested', 'request_deletion', 'agent')).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(clientDeletionTransition('active', 'complete_deletion', 'staff')).toMatchObject({ ok: false, status: 409 });
    expect(clientDeletionTransition('deleted', 'request_deletion', 'staff')).toMatchObject({ ok: false, status: 409 });
  });
});

describe('sheet sections', () => {
  it('labels every section and hides addresses equal to the legal seat', () => {
    const sections = sheetSections(completeFields(), (k) => k, 'Agenzia Lombarda Arredo', 'it');
    expect(sections.map((s) => s.key)).toEqual([
      'legal_seat',
      'contacts',
      'postal_address',
      'delivery_place',
      'agency',
      'emails',
      'invoicing',
      'bank',
      'terms',
    ]);
    expect(sections.find((s) => s.key === 'postal_address')?.fields).toEqual([
      { key: 'same_as_legal_seat', label: 'sheets.fields.same_as_legal_seat', value: 'sheets.yes' },
    ]);
    expect(sections.find((s) => s.key === 'agency')?.fields[0]?.value).toBe('Agenzia Lombarda Arredo');
  });

  it('names the country in the reader’s language, as every screen and PDF shows it (issue 9)', () => {
    const country = (language: string) =>
      sheetSections(completeFields(), (k) => k, null, language)
        .find((s) => s.key === 'legal_seat')
        ?.fields.find((f) => f.key === 'country')?.value;
    expect([country('it'), country('en'), country('fr'), country('es')]).toEqual([
      'Italia',
      'Italy',
      'Italie',
      'Italia',
    ]);
  });
});
