import { LANGUAGES } from '@portal/contracts';
import { messages } from '@portal/contracts/messages';
import { describe, expect, it } from 'vitest';
import { SECRET_PARAMS } from './index';

// The outbox names a message by its template in the reader's language, never by the template's id.
describe('outbox.templates', () => {
  it.each(LANGUAGES)('names every mail template in %s', (language) => {
    const names = messages[language].outbox.templates as Record<string, string | undefined>;
    const missing = Object.keys(SECRET_PARAMS).filter((template) => !names[template]?.trim());
    expect(missing).toEqual([]);
  });
});
