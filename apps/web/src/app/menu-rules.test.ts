import { describe, expect, it } from 'vitest';
import { activeMenuPath } from './menu-rules';

describe('the menu entry a path belongs to', () => {
  const paths = ['/', '/ready-stock', '/ready-stock/reservations', '/orders', '/order-form'];

  it('is the longest entry the path is or lies under, one entry only', () => {
    expect(activeMenuPath(paths, '/ready-stock/reservations')).toBe('/ready-stock/reservations');
    expect(activeMenuPath(paths, '/ready-stock/reservations/12')).toBe('/ready-stock/reservations');
    expect(activeMenuPath(paths, '/ready-stock')).toBe('/ready-stock');
    expect(activeMenuPath(paths, '/orders/15')).toBe('/orders');
  });

  it('never takes a path that only starts with the same letters', () => {
    expect(activeMenuPath(['/orders', '/order-form'], '/order-form')).toBe('/order-form');
    expect(activeMenuPath(['/orders'], '/ordersx')).toBeUndefined();
    expect(activeMenuPath(['/account'], '/')).toBeUndefined();
    expect(activeMenuPath(paths, '/clients')).toBeUndefined();
  });
});
