/**
 * The sessions this process resolved in the last moments, by token hash: a burst of calls with
 * one token (a screen loading its lists) checks the database once, not once per call.
 *
 * It holds an answer for at most `ttlMs`, never past the session's own expiry, and forgets
 * everything when this process writes anything (the auth plugin clears it before answering any
 * call that is not a read: logout, password change, a user disabled or changed). A change made by
 * another process (a second server, a script) is seen within `ttlMs`. `ttlMs` 0 turns it off.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T | null; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: string, load: () => Promise<{ value: T | null; expiresAt?: Date }>): Promise<T | null> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const { value, expiresAt } = await load();
    if (this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      const until = Math.min(now + this.ttlMs, expiresAt?.getTime() ?? Number.POSITIVE_INFINITY);
      this.entries.set(key, { value, until });
    }
    return value;
  }

  clear() {
    this.entries.clear();
  }
}
