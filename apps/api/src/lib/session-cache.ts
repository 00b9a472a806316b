/**
 * The sessions this process resolved in the last moments, by token hash: a burst of calls with
 * one token (a screen loading its lists) checks the database once, not once per call. Calls that
 * miss at the same moment share one check.
 *
 * It holds an answer for at most `ttlMs`, never past the session's own expiry, and forgets
 * everything when this process writes anything that may change a session (the auth plugin clears
 * it before answering any call that is not a read, unless its route says `keepsSessions`: logout,
 * password change, a user disabled or changed). A check that started before a clear is not kept,
 * so it cannot bring back what the clear forgot. A change made by another process (a second
 * server, a script) is seen within `ttlMs`. `ttlMs` 0 turns it off.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T | null; until: number }>();
  private readonly loading = new Map<string, Promise<T | null>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: string, load: () => Promise<{ value: T | null; expiresAt?: Date }>): Promise<T | null> {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    if (this.ttlMs === 0) return (await load()).value;
    const shared = this.loading.get(key);
    if (shared) return shared;
    const generation = this.generation;
    const started = Date.now();
    const loaded = load().then(({ value, expiresAt }) => {
      if (generation === this.generation) {
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        const until = Math.min(started + this.ttlMs, expiresAt?.getTime() ?? Number.POSITIVE_INFINITY);
        this.entries.set(key, { value, until });
      }
      return value;
    });
    this.loading.set(key, loaded);
    try {
      return await loaded;
    } finally {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    }
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}
