import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@portal/contracts';
import { messages } from '@portal/contracts/messages';
import { describe, expect, it } from 'vitest';
import { loadModules } from '../modules/index';
import { foundIn, mailTemplateProblems, mailTemplates, namespaceOf } from './templates';

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
      { name: 'order-form', mailTemplates: [{ id: 'x', name: 'office', secretParams: [] }] },
    ]);
    expect(template?.key).toBe('orderForm.mail.office');
    expect(namespaceOf('shipments')).toBe('shipments');
    expect(namespaceOf('registry-lookups')).toBe('registryLookups');
  });

  it('report a template whose texts a language lacks, and an id declared twice', () => {
    const found = foundIn([
      { name: 'shipments', mailTemplates: [{ id: 'shipment-lost', name: 'lost', secretParams: [] }] },
      { name: 'auth', mailTemplates: [{ id: 'shipment-lost', name: 'passwordReset', secretParams: [] }] },
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
          foundIn([{ name: 'shipments', mailTemplates: [{ id: 'x', name: 'shipped', secretParams: [] }] }]),
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
});
