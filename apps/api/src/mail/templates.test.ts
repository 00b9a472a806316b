import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@portal/contracts';
import { messages } from '@portal/contracts/messages';
import { describe, expect, it } from 'vitest';
import { loadModules } from '../modules/index';
import { emptyPlaceholders, placeholdersOf, renderMail } from './render';
import { foundIn, mailTemplateProblems, mailTemplates, mailTextsOf, namespaceOf } from './templates';

const src = path.resolve(import.meta.dirname, '..');

/** Every source file of the API, tests left out. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });

/** The ids the sources send mail by: `template: '…'`, `notifyAgents(…, '…'`, `mailTemplate('…')`. */
function idsSent(): Map<string, string> {
  const shapes = [
    /template:\s*'([^']+)'/g,
    /notifyAgents\(\s*app,\s*\w+,\s*\w+,\s*'([^']+)'/g,
    /mailTemplate\('([^']+)'\)/g,
  ];
  const used = new Map<string, string>();
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8');
    for (const shape of shapes)
      for (const m of text.matchAll(shape)) used.set(m[1] as string, path.relative(src, file));
  }
  return used;
}

describe('mail templates, declared by the modules', () => {
  it('have their texts in every language, in the declaring module’s namespace, and one id each', async () => {
    const found = foundIn(await loadModules());
    expect(found.length).toBeGreaterThanOrEqual(14);
    expect(mailTemplateProblems(found)).toEqual([]);
    for (const template of found) expect(template.key.startsWith(`${namespaceOf(template.module)}.mail.`)).toBe(true);
  });

  it('look for a module’s texts in its namespace, its name in camelCase as the catalogue names it', () => {
    const [template] = foundIn([
      { name: 'order-form', mailTemplates: [{ id: 'x', name: 'office', secretParams: [], params: [] }] },
    ]);
    expect(template?.key).toBe('orderForm.mail.office');
    expect(namespaceOf('shipments')).toBe('shipments');
    expect(namespaceOf('registry-lookups')).toBe('registryLookups');
  });

  it('report a template whose texts a language lacks, and an id declared twice', () => {
    const found = foundIn([
      { name: 'shipments', mailTemplates: [{ id: 'shipment-lost', name: 'lost', secretParams: [], params: [] }] },
      { name: 'auth', mailTemplates: [{ id: 'shipment-lost', name: 'passwordReset', secretParams: [], params: [] }] },
    ]);
    expect(mailTemplateProblems(found)).toEqual([
      'shipment-lost declared twice',
      ...LANGUAGES.map((language) => `shipment-lost: no texts at ${language}:shipments.mail.lost`),
    ]);
    // Texts present in English but not in another language are missing too.
    const italian = messages.it.shipments.mail.shipped;
    const subject = italian.subject;
    try {
      italian.subject = ' ';
      expect(
        mailTemplateProblems(
          foundIn([{ name: 'shipments', mailTemplates: [{ id: 'x', name: 'shipped', secretParams: [], params: [] }] }]),
        ),
      ).toEqual(['x: no texts at it:shipments.mail.shipped']);
    } finally {
      italian.subject = subject;
    }
  });

  it('declare every template the sources send', async () => {
    const declared = await mailTemplates();
    const used = idsSent();
    expect(used.size).toBeGreaterThanOrEqual(14);
    const undeclared = [...used].filter(([id]) => !declared.has(id)).map(([id, file]) => `${id} (${file})`);
    expect(undeclared).toEqual([]);
  });

  // The ids outbox rows of earlier releases already store: each stays declared by its module, or the
  // mail worker could not render those rows. Frozen: a new domain's templates need no line here.
  it('keep the ids the outbox rows already store', async () => {
    const declared = await mailTemplates();
    const stored: Record<string, string> = {
      'password-reset': 'auth',
      'registration-received': 'registrations',
      'registration-pending': 'registrations',
      'account-activation': 'registrations',
      'registration-rejected': 'registrations',
      'sheet-signature-request': 'signing',
      'sign-otp': 'signing',
      'sign-reminder': 'signing',
      'sign-signed-copy': 'signing',
      'sign-signed-agent': 'signing',
      'sign-declined-agent': 'signing',
      'sign-expired-agent': 'signing',
      'sheet-revision': 'sheets',
      'shipment-shipped': 'shipments',
      'order-form-office': 'order-form',
      'order-form-copy': 'order-form',
      'ready-stock-accepted': 'ready-stock',
      'ready-stock-refused': 'ready-stock',
    };
    const now = Object.fromEntries([...declared.values()].map((t) => [t.id, t.module]));
    const lost = Object.entries(stored).filter(([id, module]) => now[id] !== module);
    expect(lost).toEqual([]);
  });

  it('greet their recipient and leave no placeholder empty, every template in every language', async () => {
    const found = foundIn(await loadModules());
    for (const template of found) {
      for (const language of LANGUAGES) {
        const texts = mailTextsOf(template, language);
        if (!texts) continue; // a text missing is the first test's finding
        const named = [texts.subject, ...texts.body].flatMap(placeholdersOf);
        // A text names only what the template declares, so a sender that passes its params fills it.
        expect(
          named.filter((key) => !template.params.includes(key)),
          `${template.id} ${language}`,
        ).toEqual([]);
        const params = Object.fromEntries(template.params.map((key) => [key, `<${key}>`]));
        const mail = renderMail(template, language, { ...params, name: 'Rita Neri', link: 'https://x.example/a' });
        expect(emptyPlaceholders(template, language, { ...params, name: 'Rita Neri' })).toEqual([]);
        const [greeting] = mail.text.split('\n');
        expect(greeting, `${template.id} ${language}`).toBe(
          messages[language].mail.greeting.replace('{{name}}', 'Rita Neri'),
        );
        for (const text of [mail.subject, mail.text, mail.html]) expect(text).not.toMatch(/\{\{|\}\}/);
        // Without the recipient's name the greeting is neutral: no "Gentile ,".
        const unnamed = renderMail(template, language, { ...params, name: ' ' }).text.split('\n')[0];
        expect(unnamed).toBe(messages[language].mail.greetingNeutral);
        expect(unnamed).not.toMatch(/\s[,:]/);
      }
    }
  });

  it('leave out a paragraph that would be only an empty placeholder, and report any other left empty', async () => {
    const shipped = foundIn(await loadModules()).find((template) => template.id === 'shipment-shipped');
    if (!shipped) throw new Error('shipment-shipped not declared');
    const params = { name: 'Luca Colombo', number: 'SP1', client: 'Rossi', parcels: '2 colli', waybill: 'W1' };
    const mail = renderMail(shipped, 'it', { ...params, notes: '' });
    expect(mail.text).not.toMatch(/\n\n\n/);
    expect(mail.html).not.toContain('<p></p>');
    expect(emptyPlaceholders(shipped, 'it', { ...params, notes: '' })).toEqual([]);
    expect(emptyPlaceholders(shipped, 'it', { ...params, waybill: '', notes: 'x' })).toEqual(['waybill']);
  });

  it('use no gendered word for a reader whose gender is not known (it, fr, es)', () => {
    const gendered = {
      it: /\b(registrato|registrata|benvenut[oa]|iscritto|caro|cara)\b/i,
      fr: /\b(inscrit|inscrite|cher|chère|bienvenu|bienvenue)\b/i,
      es: /\b(registrado|registrada|bienvenid[oa]|estimad[oa]|querid[oa])\b/i,
    } as const;
    return loadModules().then((modules) => {
      for (const template of foundIn(modules)) {
        for (const language of ['it', 'fr', 'es'] as const) {
          const texts = mailTextsOf(template, language);
          const all = [messages[language].mail.greeting, texts?.subject, ...(texts?.body ?? [])].join(' ');
          expect(all, `${template.id} ${language}`).not.toMatch(gendered[language]);
        }
      }
    });
  });
});
