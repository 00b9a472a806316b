import * as contracts from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import * as web from './language-config';

describe('language config of the entry chunk', () => {
  it('equals the shared contracts', () => {
    expect(web.LANGUAGES).toEqual(contracts.LANGUAGES);
    expect(web.DEFAULT_LANGUAGE).toBe(contracts.DEFAULT_LANGUAGE);
    expect(web.FALLBACK_LANGUAGE).toBe(contracts.FALLBACK_LANGUAGE);
    expect(web.LANGUAGE_STORAGE_KEY).toBe(contracts.LANGUAGE_STORAGE_KEY);
    for (const value of ['it', 'en', 'fr', 'es', 'de', 'IT', '', null, 3]) {
      expect(web.isLanguage(value)).toBe(contracts.isLanguage(value));
    }
  });
});
