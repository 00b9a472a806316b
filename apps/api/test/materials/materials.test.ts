import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type DemoTokens, loginAll, type TestApp } from '../helpers/app';

let t: TestApp;
let tok: DemoTokens;
beforeAll(async () => {
  t = await createTestApp();
  tok = await loginAll(t);
});
afterAll(() => t.close());

const newMaterial = (over: Record<string, unknown> = {}) => ({
  product_code: 'TEST-001',
  family_id: 1,
  barcode: '8001234567890',
  names: { it: 'Catalogo prova', en: 'Test catalogue', fr: '', es: '' },
  notes: { it: 'Nota' },
  first_edition: '2026-03-01',
  pack_quantity: 10,
  cost: 2.5,
  price: 4.999,
  ...over,
});

async function families() {
  const res = await t.call({ method: 'GET', url: '/it/v1.0/materiali/get-families', token: tok.admin });
  return res.body.args.response as { id: number; code: string; name: string }[];
}

describe('materials catalogue', () => {
  it('lists families in the request language for staff and agents, refuses customers and anonymous', async () => {
    const fr = await t.call({ method: 'GET', url: '/fr/v1.0/materiali/get-families', token: tok.agent });
    expect(fr.status).toBe(200);
    expect(fr.body.args.response.map((f: { name: string }) => f.name)).toEqual([
      'Catalogues',
      'Échantillons',
      'Présentoirs',
      'Tarifs',
    ]);
    expect((await t.call({ method: 'GET', url: '/it/v1.0/materiali/get-families', token: tok.customer })).status).toBe(
      403,
    );
    expect((await t.call({ method: 'GET', url: '/it/v1.0/materiali/get-families' })).status).toBe(401);
  });

  it('lists the demo materials with counters derived from loads and requests', async () => {
    const res = await t.call({ method: 'GET', url: '/en/v1.0/materiali/products/1', token: tok.sales });
    expect(res.status).toBe(200);
    const r = res.body.args.response;
    expect(r.total).toBe(12);
    expect(r.table_headers.map((h: { key: string }) => h.key)).toContain('available');
    const first = r.rows[0];
    expect(first).toMatchObject({ product_code: 'MAT-00001', name: 'Kitchen catalogue 2021', family: 'Catalogues' });
    // MAT-00001: loads 200 + 100, two pending requests, 4 accepted in a preparation (shipments seed).
    expect(first).toMatchObject({ realised: 300, committed: 4, delivered: 0, available: 296, pending_requests: 2 });
    const third = r.rows[2];
    // MAT-00003: load 300, partial 15 + partial 10 accepted, 12 more in a ready shipment (printed).
    expect(third).toMatchObject({ realised: 300, committed: 37, printed: 12, available: 263 });
    // MAT-00004: 20 shipped.
    expect(r.rows[3]).toMatchObject({ delivered: 20, committed: 0 });
    const last = r.rows[11];
    expect(last).toMatchObject({ realised: 0, available: 0 });
    expect((await t.call({ method: 'GET', url: '/en/v1.0/materiali/products/1', token: tok.agent })).status).toBe(403);
  });

  it('creates, reads, edits, flags, archives, restores and deletes a material', async () => {
    const [family] = await families();
    const created = await t.call({
      method: 'POST',
      url: '/en/v1.0/materiali/product',
      token: tok.admin,
      payload: newMaterial({ family_id: family?.id }),
    });
    expect(created.status).toBe(200);
    const id = created.body.args.response.id as number;
    const detail = await t.call({ method: 'GET', url: `/es/v1.0/materiali/product/${id}`, token: tok.admin });
    expect(detail.status).toBe(200);
    const d = detail.body.args.response;
    expect(d).toMatchObject({ product_code: 'TEST-001', name: 'Catalogo prova', price: 5, cost: 2.5, loads: [] });
    expect(d.features.find((f: { id: number }) => f.id === 1)).toMatchObject({
      name: 'Nombre',
      value: 'Catalogo prova',
    });
    const taken = await t.call({
      method: 'POST',
      url: '/fr/v1.0/materiali/product',
      token: tok.admin,
      payload: newMaterial({ family_id: family?.id }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.args.error.message).toBe('Un autre matériel a déjà ce code');
    const edited = await t.call({
      method: 'PUT',
      url: `/en/v1.0/materiali/product/${id}`,
      token: tok.sales,
      payload: newMaterial({ family_id: family?.id, product_code: 'TEST-002' }),
    });
    expect(edited.status).toBe(200);
    const flag = (body: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: `/en/v1.0/materiali/product/${id}/flags`, token: tok.admin, payload: body });
    // Archiving says what it did, not "Changes saved" (issue 33 item 10).
    const archived = await flag({ archived: true });
    expect(archived.status).toBe(200);
    expect(archived.body.args.response.message).toBe(
      'Material archived: out of the catalogue and no longer offered to agents; find it in the archive',
    );
    const archive = await t.call({
      method: 'GET',
      url: '/en/v1.0/materiali/products/1?status=archived',
      token: tok.admin,
    });
    expect(archive.body.args.response.rows.map((r: { product_code: string }) => r.product_code)).toEqual(['TEST-002']);
    const restored = await flag({ archived: false, favourite: true });
    expect(restored.body.args.response.message).toBe('Material restored to the catalogue');
    expect((await flag({ visible: false })).body.args.response.message).toBe('Material hidden from agents');
    expect((await flag({})).status).toBe(400);
    const del = await t.call({ method: 'DELETE', url: `/it/v1.0/materiali/product/${id}`, token: tok.admin });
    expect(del.status).toBe(200);
    expect(del.body.args.response.message).toBe('Prodotto eliminato');
    expect((await t.call({ method: 'GET', url: `/en/v1.0/materiali/product/${id}`, token: tok.admin })).status).toBe(
      404,
    );
  });

  it('refuses bad material input with a message per field, in the request language', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/it/v1.0/materiali/product',
      token: tok.admin,
      payload: newMaterial({
        product_code: '',
        family_id: 9_999_999_999,
        first_edition: '2026-13-01',
        pack_quantity: 1.5,
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.args.error.message).toEqual(
      expect.arrayContaining([
        'Campo obbligatorio',
        'Inserisci una data valida, dal 1900 al 2999',
        'Inserisci un numero valido',
      ]),
    );
    const family = await t.call({
      method: 'POST',
      url: '/en/v1.0/materiali/product',
      token: tok.admin,
      payload: newMaterial({ family_id: 999 }),
    });
    expect(family.status).toBe(400);
    expect(family.body.args.error.message).toBe('Choose a family');
  });

  it('refuses a first edition the calendar lacks with a 400, on create and on change (the database answered 500)', async () => {
    const send = (method: 'POST' | 'PUT', url: string, first_edition: string) =>
      t.call({ method, url, token: tok.admin, payload: newMaterial({ product_code: 'TEST-DATE', first_edition }) });
    for (const day of ['2026-02-30', '2026-02-31', '0000-01-01', '2025-02-29', '10000-01-01']) {
      for (const [method, url] of [
        ['POST', '/en/v1.0/materiali/product'],
        ['PUT', '/fr/v1.0/materiali/product/1'],
      ] as const) {
        const res = await send(method, url, day);
        expect(res.status, `${method} ${day}`).toBe(400);
        expect(res.body.args.error.fields, `${method} ${day}`).toEqual({
          first_edition: url.startsWith('/en/')
            ? 'Enter a valid date, from 1900 to 2999'
            : 'Saisissez une date valide, de 1900 à 2999',
        });
      }
    }
    const leap = await send('POST', '/en/v1.0/materiali/product', '2024-02-29');
    expect(leap.status).toBe(200);
    const detail = await t.call({
      method: 'GET',
      url: `/en/v1.0/materiali/product/${leap.body.args.response.id}`,
      token: tok.admin,
    });
    expect(detail.body.args.response.first_edition).toBe('2024-02-29');
  });

  it('saves back the detail it answers: notes are optional in every language, Italian too', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/en/v1.0/materiali/product',
      token: tok.admin,
      payload: newMaterial({ product_code: 'TEST-NOTES', notes: undefined }),
    });
    expect(created.status).toBe(200);
    const id = created.body.args.response.id as number;
    const d = (await t.call({ method: 'GET', url: `/en/v1.0/materiali/product/${id}`, token: tok.admin })).body.args
      .response;
    expect(d.notes).toEqual({ it: '', en: '', fr: '', es: '' });
    // A form sends what it read: the names, and the four notes, empty.
    const saved = await t.call({
      method: 'PUT',
      url: `/en/v1.0/materiali/product/${id}`,
      token: tok.admin,
      payload: newMaterial({ product_code: 'TEST-NOTES', names: d.names, notes: d.notes }),
    });
    expect(saved.status).toBe(200);
    const withNote = await t.call({
      method: 'PUT',
      url: `/en/v1.0/materiali/product/${id}`,
      token: tok.admin,
      payload: newMaterial({ product_code: 'TEST-NOTES', notes: { it: '', fr: 'Fragile' } }),
    });
    expect(withNote.status).toBe(200);
    const read = (await t.call({ method: 'GET', url: `/fr/v1.0/materiali/product/${id}`, token: tok.admin })).body.args
      .response;
    expect(read.features.find((f: { id: number }) => f.id === 3).value).toBe('Fragile');
  });

  it('refuses to delete a material with loads or requests: it is archived instead', async () => {
    const res = await t.call({ method: 'DELETE', url: '/en/v1.0/materiali/product/1', token: tok.admin });
    expect(res.status).toBe(409);
    expect(res.body.args.error.message).toBe('This material has stock or requests: archive it instead');
  });
});

describe('loads', () => {
  it('adds stock, corrects it, and refuses to take away pieces already committed', async () => {
    const add = await t.call({
      method: 'POST',
      url: '/en/v1.0/materiali/carico/3',
      token: tok.admin,
      payload: { quantity: 5, product_code: 'RUN-X' },
    });
    expect(add.status).toBe(200);
    const loadId = add.body.args.response.id as number;
    const detail = async () =>
      (await t.call({ method: 'GET', url: '/en/v1.0/materiali/product/3', token: tok.admin })).body.args.response;
    expect(await detail()).toMatchObject({ realised: 305, committed: 37, available: 268 });
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/en/v1.0/materiali/carico/${loadId}`,
          token: tok.admin,
          payload: { quantity: 7 },
        })
      ).status,
    ).toBe(200);
    expect((await detail()).realised).toBe(307);
    // The first load (300) cannot go: 37 pieces are committed.
    const first = (await detail()).loads.find((l: { quantity: number }) => l.quantity === 300);
    const refused = await t.call({ method: 'DELETE', url: `/en/v1.0/materiali/carico/${first.id}`, token: tok.admin });
    expect(refused.status).toBe(409);
    expect(refused.body.args.error.message).toBe(
      'This stock is already committed or delivered: the load can go down by 270 at most',
    );
    expect((await detail()).realised).toBe(307);
    expect(
      (await t.call({ method: 'DELETE', url: `/en/v1.0/materiali/carico/${loadId}`, token: tok.admin })).status,
    ).toBe(200);
    expect((await detail()).realised).toBe(300);
  });

  it('refuses zero, negative, fractional and huge quantities with "Enter a valid quantity"', async () => {
    for (const quantity of [0, -3, 2.5, 'abc', 10_000_000_000]) {
      const res = await t.call({
        method: 'POST',
        url: '/en/v1.0/materiali/carico/3',
        token: tok.admin,
        payload: { quantity },
      });
      expect(res.status, String(quantity)).toBe(400);
      expect(res.body.args.error.message).toEqual(['Enter a valid quantity']);
    }
    expect(
      (await t.call({ method: 'POST', url: '/en/v1.0/materiali/carico/3', token: tok.agent, payload: { quantity: 1 } }))
        .status,
    ).toBe(403);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/en/v1.0/materiali/carico/99999',
          token: tok.admin,
          payload: { quantity: 1 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('material images', () => {
  // A real 1 × 1 PNG: the upload decodes it to make the tables' copy (images.test.ts).
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = (id: number, data: Buffer, token = tok.admin, lang = 'en', filename = 'photo.png') => {
    const boundary = '----portal-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.call({
      method: 'POST',
      url: `/${lang}/v1.0/materiali/image/${id}`,
      token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('stores an image recognised by its content and serves it to an <img> without a token', async () => {
    const res = await upload(2, PNG);
    expect(res.status).toBe(200);
    expect(res.body.args.response.message).toBe('Image saved');
    const list = await t.call({ method: 'GET', url: '/en/v1.0/materiali/products/1', token: tok.admin });
    const url = list.body.args.response.rows.find((r: { id: number }) => r.id === 2).image_url as string;
    expect(url).toMatch(/^\/en\/v1\.0\/materiali\/image\/2\?v=/);
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/en/v1.0/materiali/image/3' })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image whatever its name, one over 9 MB, and non-staff', async () => {
    const text = await upload(2, Buffer.from('just some text pretending to be a picture'), tok.admin, 'it');
    expect(text.status).toBe(400);
    expect(text.body.args.error.message).toBe("Carica un'immagine JPEG, PNG o WebP");
    const big = await upload(2, Buffer.concat([PNG, Buffer.alloc(9 * 1024 * 1024 + 10)]));
    expect(big.status).toBe(413);
    expect(big.body.args.error.message).toBe('File is too large, limit 9 MB');
    expect((await upload(2, PNG, tok.agent)).status).toBe(403);
    expect((await upload(99_999, PNG)).status).toBe(404);
  });
});

describe('materiali/print', () => {
  const print = (payload: Record<string, unknown>, token = tok.admin, lang = 'fr') =>
    t.app.inject({
      method: 'POST',
      url: `/${lang}/v1.0/materiali/print`,
      headers: { 'access-token': token },
      payload,
    });

  it('exports the chosen families and materials as an xlsx in the request language', async () => {
    const res = await print({ categories_id: [2], materials_id: [1] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="Mat/);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Matériels');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Code');
    expect(sheet?.getRow(1).getCell(10).value).toBe('Restant à livrer');
    const codes = (sheet?.getColumn(1).values ?? []).slice(2);
    // Family 2 (samples) holds MAT-00002, -06, -10; MAT-00001 is chosen by id.
    expect(codes).toEqual(['MAT-00001', 'MAT-00002', 'MAT-00006', 'MAT-00010']);
    expect(sheet?.getRow(2).getCell(2).value).toBe('Catalogue cuisines 2021');
  });

  it('refuses agents and bad ids with the JSON envelope', async () => {
    expect((await print({}, tok.agent)).statusCode).toBe(403);
    const bad = await print({ categories_id: ['x'] }, tok.admin, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().args.error.message).toEqual(['Enter a valid number']);
  });
});
