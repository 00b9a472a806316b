import { describe, expect, it } from 'vitest';
import { withChanges } from './use-search-update';

describe('withChanges', () => {
  it('sets, replaces and takes out keys, keeping the others', () => {
    const before = new URLSearchParams('q=rossi&page=3&status=sent');
    const after = withChanges(before, { q: 'bianchi', page: undefined, status: '', year: 2026 });
    expect(after.toString()).toBe('q=bianchi&year=2026');
    expect(before.toString()).toBe('q=rossi&page=3&status=sent');
  });
});
