import { describe, expect, it } from 'vitest';
import { contentInputSchema, contentLanguage, contentState } from './content';

const base = { texts: { it: { title: 'Titolo' } }, audience: ['press', 'agents'], publish_on: '2026-05-01' };

describe('contentInputSchema', () => {
  it('needs the Italian title; other languages are optional, left out when all blank', () => {
    const parsed = contentInputSchema.parse({
      ...base,
      texts: { it: { title: ' Titolo ' }, en: { title: '', summary: '', body: '' }, fr: { title: 'Titre' } },
    });
    expect(parsed.texts.it).toEqual({ title: 'Titolo', body: '' });
    expect(parsed.texts.en).toBeUndefined();
    expect(parsed.texts.fr?.title).toBe('Titre');
    expect(parsed.audience).toEqual(['agents', 'press']);
    expect(contentInputSchema.safeParse({ ...base, texts: { it: { title: '' } } }).success).toBe(false);
  });

  it('asks a title of a language with a summary or a text', () => {
    const result = contentInputSchema.safeParse({
      ...base,
      texts: { it: { title: 'x' }, es: { title: '', body: '<p>y</p>' } },
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['texts.es.title', 'validation.required'],
    ]);
  });

  it('wants an audience and a withdrawal after the publication', () => {
    expect(contentInputSchema.safeParse({ ...base, audience: [] }).error?.issues[0]?.message).toBe(
      'content.validation.audience',
    );
    const same = contentInputSchema.safeParse({ ...base, withdraw_on: '2026-05-01' });
    expect(same.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['publish_on', 'content.validation.withdrawAfter'],
    ]);
    expect(contentInputSchema.safeParse({ ...base, withdraw_on: '2026-05-02' }).success).toBe(true);
    expect(contentInputSchema.safeParse({ ...base, withdraw_on: null }).success).toBe(true);
    expect(contentInputSchema.safeParse({ ...base, publish_on: '2026-02-29' }).success).toBe(false);
  });
});

describe('contentLanguage', () => {
  it("takes the reader's language, else English, else Italian", () => {
    expect(contentLanguage('fr', ['it', 'fr'])).toBe('fr');
    expect(contentLanguage('es', ['it', 'en', 'fr'])).toBe('en');
    expect(contentLanguage('es', ['it', 'fr'])).toBe('it');
  });
});

describe('contentState', () => {
  it('is scheduled before the publication day, withdrawn from the withdrawal day', () => {
    expect(contentState('2026-05-02', null, '2026-05-01')).toBe('scheduled');
    expect(contentState('2026-05-01', null, '2026-05-01')).toBe('published');
    expect(contentState('2026-04-01', '2026-05-02', '2026-05-01')).toBe('published');
    expect(contentState('2026-04-01', '2026-05-01', '2026-05-01')).toBe('withdrawn');
  });
});
