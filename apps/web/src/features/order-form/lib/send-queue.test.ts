import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeDeviceStore,
  DB_NAME,
  dropDraft,
  listQueued,
  putFile,
  readDraft,
  readFiles,
  readQueued,
  type StoredFile,
  writeDraft,
} from './device-store';
import { enqueue, failureKind, newKey, retryQueued, runQueue, type Transport } from './send-queue';

type Values = { reference: string };

const file = (id: string, text: string): StoredFile => ({
  id,
  name: `${id}.pdf`,
  type: 'application/pdf',
  size: text.length,
  blob: new Blob([text], { type: 'application/pdf' }),
});
const ref = ({ blob: _blob, ...rest }: StoredFile) => rest;

/**
 * A server that honours the Idempotency-Key as the API does: the same key answers the order it
 * made the first time. `failures` are thrown, one per call, before the server does anything.
 */
function fakeServer() {
  const orders = new Map<string, number>();
  const emailed: number[] = [];
  const received: { key: string; files: string[] }[] = [];
  const failures = { save: [] as unknown[], email: [] as unknown[] };
  const transport: Transport<Values> = {
    save: vi.fn(async (entry, files) => {
      const failure = failures.save.shift();
      if (failure) throw failure;
      received.push({ key: entry.key, files: await Promise.all(files.map((f: StoredFile) => f.blob.text())) });
      const known = orders.get(entry.key);
      if (known !== undefined) return known;
      const id = orders.size + 1;
      orders.set(entry.key, id);
      return id;
    }),
    email: vi.fn(async (id) => {
      const failure = failures.email.shift();
      if (failure) throw failure;
      emailed.push(id);
    }),
  };
  return { orders, emailed, received, failures, transport };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'error');
/** As the API client fails: its ApiError carries the status (0 without an answer). */
const apiError = (status: number, message: string) => Object.assign(new Error(message), { status });
const network = () => apiError(0, 'offline');

beforeEach(async () => {
  await closeDeviceStore();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the draft on this device', () => {
  it('is read back after the page is gone (a new connection), one per user and per server draft', async () => {
    await putFile(file('a', 'drawing'));
    await writeDraft({ owner: 7, order: null, values: { reference: 'Kitchen' }, files: [ref(file('a', 'drawing'))] });
    await writeDraft({ owner: 7, order: 12, values: { reference: 'Bath' }, files: [] });
    await closeDeviceStore();
    const draft = await readDraft<Values>(7, null);
    expect(draft?.values.reference).toBe('Kitchen');
    expect((await readFiles(draft?.files ?? [])).map((f) => f.name)).toEqual(['a.pdf']);
    expect((await readDraft<Values>(7, 12))?.values.reference).toBe('Bath');
    expect(await readDraft(8, null)).toBeUndefined();
  });

  it('takes its files with it when dropped, unless a queued order holds them', async () => {
    const a = file('a', 'A');
    const b = file('b', 'B');
    await putFile(a);
    await putFile(b);
    await writeDraft({ owner: 7, order: null, values: { reference: 'x' }, files: [ref(a), ref(b)] });
    await enqueue({ owner: 7, order: null, values: { reference: 'x' }, files: [ref(a)] });
    await dropDraft(7, null);
    expect((await readFiles([ref(a), ref(b)])).map((f) => f.id)).toEqual(['a']);
  });
});

describe('the queue of orders to send', () => {
  it('sends a waiting order once, with its files, then e-mails it, however many runs start', async () => {
    const server = fakeServer();
    await putFile(file('a', 'one'));
    await putFile(file('b', 'two'));
    const entry = await enqueue({
      owner: 7,
      order: null,
      values: { reference: 'x' },
      files: [ref(file('a', 'one')), ref(file('b', 'two'))],
    });
    await Promise.all([
      runQueue(7, server.transport, messageOf),
      runQueue(7, server.transport, messageOf),
      runQueue(7, server.transport, messageOf),
    ]);
    await runQueue(7, server.transport, messageOf);
    expect(server.received).toEqual([{ key: entry.key, files: ['one', 'two'] }]);
    expect(server.orders.size).toBe(1);
    expect(server.emailed).toEqual([1]);
    expect((await readQueued(entry.key))?.state).toBe('sent');
  });

  it('waits on a lost connection and sends with the same key once it is back', async () => {
    const server = fakeServer();
    const entry = await enqueue({ owner: 7, order: null, values: { reference: 'x' }, files: [] });
    server.failures.save.push(network());
    await runQueue(7, server.transport, messageOf);
    expect((await readQueued(entry.key))?.state).toBe('waiting');
    expect(server.emailed).toEqual([]);
    await runQueue(7, server.transport, messageOf);
    expect((await readQueued(entry.key))?.state).toBe('sent');
    expect(server.emailed).toEqual([1]);
  });

  it('after a stored order whose e-mail failed, sends only the e-mail again (no second order)', async () => {
    const server = fakeServer();
    const entry = await enqueue({ owner: 7, order: null, values: { reference: 'x' }, files: [] });
    server.failures.email.push(network());
    await runQueue(7, server.transport, messageOf);
    const waiting = await readQueued(entry.key);
    expect(waiting).toMatchObject({ state: 'waiting', savedId: 1 });
    await runQueue(7, server.transport, messageOf);
    expect(server.transport.save).toHaveBeenCalledTimes(1);
    expect(server.emailed).toEqual([1]);
  });

  it('takes up an order a run left half-sent (the tab closed): the key gives back the same order', async () => {
    const server = fakeServer();
    const entry = await enqueue({ owner: 7, order: null, values: { reference: 'x' }, files: [] });
    // The first run stored it on the server, then the page died before the answer was kept.
    server.orders.set(entry.key, 1);
    const { putQueued } = await import('./device-store');
    await putQueued({ ...entry, state: 'sending' });
    await runQueue(7, server.transport, messageOf);
    expect(server.orders.size).toBe(1);
    expect(server.emailed).toEqual([1]);
    expect((await readQueued(entry.key))?.state).toBe('sent');
  });

  it('stops on a refusal (4xx) with its message and does not try again until asked', async () => {
    const server = fakeServer();
    const entry = await enqueue({ owner: 7, order: null, values: { reference: 'x' }, files: [] });
    server.failures.save.push(apiError(422, 'Province must be 2 characters'));
    await runQueue(7, server.transport, messageOf);
    expect(await readQueued(entry.key)).toMatchObject({ state: 'failed', error: 'Province must be 2 characters' });
    await runQueue(7, server.transport, messageOf);
    expect(server.transport.save).toHaveBeenCalledTimes(1);
    await retryQueued(entry.key);
    await runQueue(7, server.transport, messageOf);
    expect((await readQueued(entry.key))?.state).toBe('sent');
    expect(server.orders.size).toBe(1);
  });

  it('sends the oldest first and stops the run at a lost connection; other users wait for their own', async () => {
    const server = fakeServer();
    const first = await enqueue({ owner: 7, order: null, values: { reference: 'first' }, files: [] });
    await new Promise((r) => setTimeout(r, 2));
    const second = await enqueue({ owner: 7, order: null, values: { reference: 'second' }, files: [] });
    const other = await enqueue({ owner: 9, order: null, values: { reference: 'other' }, files: [] });
    server.failures.save.push(network());
    await runQueue(7, server.transport, messageOf);
    expect(server.transport.save).toHaveBeenCalledTimes(1);
    await runQueue(7, server.transport, messageOf);
    expect(server.received.map((r) => r.key)).toEqual([first.key, second.key]);
    expect((await listQueued(7)).map((e) => e.state)).toEqual(['sent', 'sent']);
    expect((await readQueued(other.key))?.state).toBe('waiting');
  });

  it('drops the files of a sent order once it is sent', async () => {
    const server = fakeServer();
    await putFile(file('a', 'one'));
    await enqueue({ owner: 7, order: null, values: { reference: 'x' }, files: [ref(file('a', 'one'))] });
    await runQueue(7, server.transport, messageOf);
    expect(await readFiles([ref(file('a', 'one'))])).toEqual([]);
  });
});

describe('failures and keys', () => {
  it('retries what had no answer, a session to renew or a busy server; stops on other 4xx', () => {
    expect(failureKind(network())).toBe('retry');
    expect(failureKind(new TypeError('fetch failed'))).toBe('retry');
    expect(failureKind(apiError(401, 'x'))).toBe('retry');
    expect(failureKind(apiError(429, 'x'))).toBe('retry');
    expect(failureKind(apiError(400, 'x'))).toBe('refused');
    expect(failureKind(apiError(404, 'x'))).toBe('refused');
    expect(failureKind(apiError(500, 'x'))).toBe('failed');
  });

  it('makes UUID keys, different each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newKey));
    expect(keys.size).toBe(50);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
