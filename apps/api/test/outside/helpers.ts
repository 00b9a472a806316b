import type { Language } from '@portal/contracts';
import { translate } from '@portal/contracts/messages';
import { expect } from 'vitest';

type Answer = { status: number; body: any };

/**
 * A refusal as the spec's envelope says (PRODUCT.md §3): the HTTP status equals `code`, no
 * response, an error message (a list for validation) and, when `key` is given, that message in
 * the request's language.
 */
export function expectRefused(res: Answer, status: number, lang: Language, key?: string, label = '') {
  expect(res.status, `${label} ${JSON.stringify(res.body)}`).toBe(status);
  expect(res.body?.code, label).toBe(status);
  expect(res.body?.args?.response, label).toBeUndefined();
  const message = res.body?.args?.error?.message;
  expect(message, label).toBeTruthy();
  if (key) expect([message].flat(), label).toContain(translate(lang, key));
}

/** Never a 500: any answer is below it. */
export function expectNo500(res: Answer, label = '') {
  expect(res.status, `${label} ${JSON.stringify(res.body)}`).toBeLessThan(500);
  expect(res.body?.code ?? res.status, label).toBe(res.status);
}

export const LANGS: readonly Language[] = ['it', 'en', 'fr', 'es'];
/** A language per case, in turn, so every family is tried in all four. */
export const langOf = (i: number): Language => LANGS[i % LANGS.length] as Language;
