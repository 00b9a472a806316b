import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/index';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * A file the data names but the store lacks (lost, or never carried over to a shared store) is
 * "not found" on every backend, never a 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('a stored file that is missing', () => {
  it("answers a signed sheet's PDF with 404 in the request language", async () => {
    const [sheet] = await queryRows<{ id: number; signed_pdf_key: string }>(
      t.database.db,
      sql`select id, signed_pdf_key from sheets where signed_pdf_key is not null order by id desc limit 1`,
    );
    await t.app.storage.remove(sheet?.signed_pdf_key as string);
    const res = await t.call({
      method: 'GET',
      url: `/fr/v1.0/admin/schede/signed-pdf/${sheet?.id}`,
      token: await t.login('admin'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(res.body.args.error).toMatchObject({ key: 'errors.notFound', message: 'Introuvable' });
  });
});
