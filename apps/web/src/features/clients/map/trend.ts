/** A client's or a cluster's trend: this year's revenue so far against the progressive. */
export type Trend = 'up' | 'down' | 'none';

export function trendOf(current: number, progressive: number): Trend {
  if (current === 0 && progressive === 0) return 'none';
  return current >= progressive ? 'up' : 'down';
}

/** White text reads on each at 4.5:1 or more (WCAG AA). */
export const TREND_COLOURS: Record<Trend, string> = {
  up: '#2b7a3b',
  down: '#c0392b',
  none: '#5f6b76',
};
