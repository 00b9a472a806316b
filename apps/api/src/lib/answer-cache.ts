type Entry = { version: number; until: number; body: Buffer };

/**
 * Serialized answers by key (a user and a URL), each kept under the data version it was read at
 * (`db/data-version.ts`): an entry is served only while the version is still the same and for at
 * most `ttlMs`, so a change committed by anyone is seen at once, and an answer that depends on the
 * clock (an overdue invoice, an expired link) at most `ttlMs` late. `ttlMs` 0 turns it off.
 *
 * Callers asking for a key that is being computed wait for that answer instead of computing it
 * again. At most `maxBytes` are held; the oldest entries go first.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Buffer | null>>();
  private bytes = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get(key: string, version: number): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version || entry.until <= Date.now()) return undefined;
    return entry.body;
  }

  set(key: string, version: number, body: Buffer) {
    if (!this.enabled) return;
    const old = this.entries.get(key);
    // An answer read at an older version never replaces one read at a newer one.
    if (old && old.version > version && old.until > Date.now()) return;
    if (old) this.remove(key, old);
    if (body.length > this.maxBytes / 4) return;
    this.entries.set(key, { version, until: Date.now() + this.ttlMs, body });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
  }

  /**
   * The kept answer, or the one `compute` makes (null: this answer may not be kept). Concurrent
   * callers with the same key and version share one computation; if it fails or gives null, each
   * of them gets null and answers by itself.
   */
  async load(key: string, version: number, compute: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const kept = this.get(key, version);
    if (kept) return kept;
    const flight = `${version}\n${key}`;
    const running = this.pending.get(flight);
    if (running) return running.catch(() => null);
    const computing = compute().then((body) => {
      if (body) this.set(key, version, body);
      return body;
    });
    this.pending.set(flight, computing);
    try {
      return await computing;
    } finally {
      this.pending.delete(flight);
    }
  }

  get size() {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
