/**
 * Many clients share a place (the gazetteer knows municipalities, not streets), so at the
 * closest zoom they would still be one cluster nobody can open. Clients at the same point are
 * laid on a small sunflower spiral around it instead, about `step` metres apart, the same way
 * every time (in the order given).
 */
export function spreadPoints(lat: readonly number[], lng: readonly number[], step = 120) {
  const seen = new Map<string, number>();
  const outLat = new Array<number>(lat.length);
  const outLng = new Array<number>(lat.length);
  const metresPerDegree = 111_320;
  const golden = Math.PI * (3 - Math.sqrt(5));
  for (let i = 0; i < lat.length; i++) {
    const a = lat[i] as number;
    const b = lng[i] as number;
    const key = `${a},${b}`;
    const k = seen.get(key) ?? 0;
    seen.set(key, k + 1);
    if (k === 0) {
      outLat[i] = a;
      outLng[i] = b;
      continue;
    }
    const r = (step * Math.sqrt(k)) / metresPerDegree;
    const angle = k * golden;
    outLat[i] = a + r * Math.sin(angle);
    outLng[i] = b + (r * Math.cos(angle)) / Math.cos((a * Math.PI) / 180);
  }
  return { lat: outLat, lng: outLng };
}
