import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Spanish addresses the reader as "usted" everywhere (issue 9): the catalogue, the web frame,
 * the e-mails (each domain's `mail.*`) and the unsupported-browser notice. Words that only "tú" uses, pronouns and the
 * second-person forms of the verbs the portal writes, give the informal strings away.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const messages = path.join(root, 'packages/contracts/src/messages');
const FILES = [
  ...readdirSync(messages, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(messages, d.name, 'es.ts')),
  path.join(root, 'apps/web/src/locales/frame/es.ts'),
];

const word = (alternatives: string) => `(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`;
const TUTEO = new RegExp(
  [
    // Pronouns and possessives of "tú".
    word('tú|tu|tus|te|ti|contigo'),
    // Second-person verb forms.
    word('puedes|debes|quieres|tienes|necesitas|has|eres|estás|\\p{L}+rás|registrarte'),
    // Informal imperatives with a pronoun attached (usted: inténtelo, ábralo, pídale).
    word('\\p{L}*(?:íntalo|éntalo|ízalo|árgala|ábrelo|ásalos|ídele|íala|árdala|énala|ártela|ítela)'),
    // Informal imperatives opening a sentence (usted: Introduzca, Elija, Revise…), followed by the
    // rest of the sentence: a label of one word is a noun ("Marca", the brand).
    `(?:^|[.:;¿¡]\\s*)${word(
      'introduce|escribe|elige|revisa|comprueba|inicia|actualiza|recarga|rellena|usa|añade|abre|vuelve|pulsa|restablece|establece|cambia|repite|corrige|ignora|contacta|pide|acepta|dibuja|indica|guarda|envía|escoge|marca|haz|di|ve|pon|sal|ten|ven',
    )}(?=\\s+\\p{L})`,
  ].join('|'),
  'iu',
);

/** The string literals of a source file (the keys are not quoted text the reader sees). */
const literals = (source: string) =>
  [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map((m) => m[1] ?? m[2] ?? '');

describe('Spanish uses usted', () => {
  it.each(FILES.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    const informal = literals(readFileSync(file, 'utf8')).filter((text) => TUTEO.test(text));
    expect(informal).toEqual([]);
  });

  it('the unsupported-browser notice', () => {
    const line = readFileSync(path.join(root, 'apps/web/public/unsupported-browser.js'), 'utf8')
      .split('\n')
      .find((l) => l.trim().startsWith('es:'));
    expect(line && TUTEO.test(line)).toBe(false);
  });
});
