import { describe, expect, it } from 'vitest';
import { scopedPath } from './scope';

describe('scopedPath', () => {
  it('goes as deep as the scope: network, agency, client', () => {
    expect(scopedPath('sales/current', {})).toBe('sales/current');
    expect(scopedPath('sales/current/detail', { agency: 4 })).toBe('sales/current/detail/agent/4');
    expect(scopedPath('sales/years', { agency: 4, client: 17 })).toBe('sales/years/agent/4/client/17');
  });

  it('ignores a client without its agency', () => {
    expect(scopedPath('sales/current', { client: 17 })).toBe('sales/current');
  });
});
