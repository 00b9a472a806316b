import { describe, expect, it } from 'vitest';
import { locate } from './gazetteer';
import { normalisePlace } from './normalise';

const near = (a: { lat: number; lng: number } | null, lat: number, lng: number, km = 5) => {
  expect(a).not.toBeNull();
  // Degrees to kilometres, near enough at Italian latitudes.
  const d = Math.hypot((a!.lat - lat) * 111, (a!.lng - lng) * 111 * Math.cos((lat * Math.PI) / 180));
  expect(d, `${a!.lat},${a!.lng} is ${Math.round(d)} km from ${lat},${lng}`).toBeLessThan(km);
};

describe('the gazetteer', () => {
  it('places a municipality within its province, whatever the case', () => {
    const milano = locate({ city: 'Milano', province: 'MI', country: 'IT' });
    expect(milano?.precision).toBe('place');
    near(milano, 45.464, 9.19);
    expect(locate({ city: ' MILANO ', province: 'mi', country: 'it' })).toEqual(milano);
    near(locate({ city: 'Roma', province: 'RM' }), 41.89, 12.51);
  });

  it('reads names with accents and apostrophes however they are written', () => {
    const forli = locate({ city: 'Forlì', province: 'FC', country: 'IT' });
    expect(forli?.precision).toBe('place');
    expect(locate({ city: "FORLI'", province: 'FC', country: 'IT' })).toEqual(forli);
    const aquila = locate({ city: "L'Aquila", province: 'AQ', country: 'IT' });
    expect(aquila?.precision).toBe('place');
    near(aquila, 42.35, 13.4);
    expect(locate({ city: 'L’Aquila', province: 'AQ' })).toEqual(aquila);
    expect(locate({ city: 'l aquila', province: 'AQ' })).toEqual(aquila);
    expect(normalisePlace("Sant'Angelo  Lodigiano")).toBe('sant angelo lodigiano');
  });

  it('knows the official name where GeoNames has another one', () => {
    near(locate({ city: 'Reggio nell’Emilia', province: 'RE' }), 44.7, 10.63);
    near(locate({ city: 'Reggio Emilia', province: 'RE' }), 44.7, 10.63);
    expect(locate({ city: 'San Lazzaro di Savena', province: 'BO' })?.precision).toBe('place');
  });

  it('falls back to the province centroid for a town it does not know', () => {
    const unknown = locate({ city: 'Borgo Inesistente', province: 'MI', country: 'IT' });
    expect(unknown?.precision).toBe('province');
    near(unknown, 45.47, 9.15, 25);
    expect(locate({ city: '', province: 'MI' })).toEqual(unknown);
    // The same town in another province is not taken.
    expect(locate({ city: 'Milano', province: 'NA' })?.precision).toBe('province');
  });

  it('finds a town without its province when the name is unique in Italy', () => {
    near(locate({ city: 'Bergamo', province: null, country: 'IT' }), 45.69, 9.67);
  });

  it('places a foreign client at its country centroid, and nothing for an unknown country', () => {
    const paris = locate({ city: 'Paris', province: '75', country: 'FR' });
    expect(paris?.precision).toBe('country');
    near(paris, 46.5, 2.5, 300);
    expect(locate({ city: 'Zürich', country: 'ch' })?.precision).toBe('country');
    expect(locate({ city: 'Somewhere', country: 'ZZ' })).toBeNull();
    // An Italian address with neither a known town nor province is placed in Italy.
    expect(locate({ city: 'Nowhere', province: 'XX', country: 'IT' })?.precision).toBe('country');
  });
});
