import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { expectRefused } from '../outside/helpers';

/**
 * An outside tester (3) on the Download area: writes that race a folder's deletion. A file moved
 * or uploaded into a folder under one being deleted, or a folder moved there, must either land
 * before the deletion (and go with it) or be told the folder is missing; never a 500 for the
 * deletion (a file left pointing at a deleted folder), never a file recorded in no folder.
 *
 * The race is made certain, not hoped for, on PostgreSQL: another connection holds a lock the
 * deletion needs after it has read which files the tree holds, while the other write runs.
 * PGlite runs one transaction at a time, so there the same steps only run one after the other.
 *
 * And an upload's parts: a second file or a third field is an unexpected field, and a field typed
 * application/json that is not JSON is malformed JSON, both translated 400s (before, a 413 saying
 * the request is too large, and a 406 saying to fill in the required fields).
 */
const t = await createTestApp({ authRateLimitPerMinute: 1_000_000, loginMaxFailures: 1_000_000 });
afterAll(() => t.close());
const admin = await t.login('admin');
const call = (method: string, url: string, payload?: unknown, headers?: Record<string, string>) =>
  t.call({
    method: method as 'GET',
    url,
    token: admin,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
function upload(folder: number, name: string) {
  const b = 'OUTSIDE3BOUNDARY';
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return call('POST', `/en/v1.0/downloads/folders/${folder}/files`, payload, {
    'content-type': `multipart/form-data; boundary=${b}`,
  });
}
async function folder(name: string, parent: number | null = null) {
  const res = await call('POST', '/en/v1.0/downloads/folders', {
    name_it: name,
    audience: ['agents'],
    parent_id: parent,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.args.response.id as number;
}

const onPostgres = t.database.kind === 'postgres' && t.database.url !== undefined;

/**
 * Deletes `root` while `other` runs: on PostgreSQL the deletion is held, once it has read the
 * tree's files, by a lock on one of them that another connection keeps until `other` has run
 * (or waits on the deletion itself).
 */
async function deleteWhile(root: number, heldFile: string, other: () => Promise<{ status: number; body: any }>) {
  if (!onPostgres) {
    const deleted = await call('DELETE', `/fr/v1.0/downloads/folders/${root}`);
    return { deleted, other: await other() };
  }
  const outside = new pg.Client({ connectionString: t.database.url });
  await outside.connect();
  try {
    await outside.query('begin');
    await outside.query('select 1 from download_files where file_id = $1 for update', [heldFile]);
    const waiting = async (n: number) => {
      for (let i = 0; i < 200; i++) {
        const { rows } = await outside.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0].n >= n) return;
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const deleting = call('DELETE', `/fr/v1.0/downloads/folders/${root}`);
    await waiting(1);
    let settled = false;
    const running = other().finally(() => {
      settled = true;
    });
    // The other write either ends (it did not wait for the deletion) or waits on it.
    for (let i = 0; i < 200 && !settled; i++) {
      const { rows } = await outside.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0].n >= 2) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await outside.query('commit');
    return { deleted: await deleting, other: await running };
  } finally {
    await outside.end();
  }
}

async function orphans() {
  const res = await t.database.db.execute(
    `select count(*)::int as n from download_files df left join download_folders f on f.id = df.folder_id where f.id is null`,
  );
  return (res as unknown as { rows: { n: number }[] }).rows[0]?.n;
}

describe("a folder's deletion racing a write under it", () => {
  it('a file uploaded into a subfolder meanwhile: the deletion ends well and the upload is told the folder is missing', async () => {
    const root = await folder('race-upload');
    const sub = await folder('race-upload-sub', root);
    const held = (await upload(sub, 'held.pdf')).body.args.response.id as string;
    const { deleted, other } = await deleteWhile(root, held, () => upload(sub, 'late.pdf'));
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    if (other.status !== 200) expectRefused(other, 404, 'en', 'errors.notFound');
    expect((await call('GET', `/en/v1.0/downloads?folder=${sub}`)).status).toBe(404);
    expect(await orphans()).toBe(0);
  });

  it('a file moved into a subfolder meanwhile: the deletion ends well and the move is told the folder is missing', async () => {
    const root = await folder('race-move');
    const sub = await folder('race-move-sub', root);
    const elsewhere = await folder('race-move-elsewhere');
    const held = (await upload(sub, 'held.pdf')).body.args.response.id as string;
    const moved = (await upload(elsewhere, 'moved.pdf')).body.args.response.id as string;
    const { deleted, other } = await deleteWhile(root, held, () =>
      call('PATCH', `/en/v1.0/downloads/files/${moved}`, { folder_id: sub }),
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    if (other.status === 200) expect((await call('GET', `/en/v1.0/downloads/files/${moved}`)).status).toBe(404);
    else {
      expectRefused(other, 404, 'en', 'errors.notFound');
      expect((await call('GET', `/en/v1.0/downloads/files/${moved}`)).status).toBe(200);
    }
    expect(await orphans()).toBe(0);
  });

  it('a folder with files moved into a subfolder meanwhile: the deletion ends well, the move is told the folder is missing', async () => {
    const root = await folder('race-folder');
    const sub = await folder('race-folder-sub', root);
    const other = await folder('race-folder-other');
    const held = (await upload(sub, 'held.pdf')).body.args.response.id as string;
    const inside = (await upload(other, 'inside.pdf')).body.args.response.id as string;
    const result = await deleteWhile(root, held, () =>
      call('PATCH', `/en/v1.0/downloads/folders/${other}`, { parent_id: sub }),
    );
    expect(result.deleted.status, JSON.stringify(result.deleted.body)).toBe(200);
    if (result.other.status === 200) expect((await call('GET', `/en/v1.0/downloads/files/${inside}`)).status).toBe(404);
    else {
      expectRefused(result.other, 404, 'en', 'errors.notFound');
      expect((await call('GET', `/en/v1.0/downloads/files/${inside}`)).status).toBe(200);
    }
    expect(await orphans()).toBe(0);
  });
});

describe("an upload's extra parts", () => {
  it('a second file or a third field is a translated 400, a mistyped field too; nothing is kept', async () => {
    const target = await folder('parts');
    const b = 'OUTSIDE3PARTS';
    type Part = { name: string; filename?: string; type?: string; data: Buffer | string };
    const body = (parts: Part[]) =>
      Buffer.concat([
        ...parts.flatMap((p) => [
          Buffer.from(
            `--${b}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
          ),
          Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
          Buffer.from('\r\n'),
        ]),
        Buffer.from(`--${b}--\r\n`),
      ]);
    const file = { name: 'file', filename: 'a.pdf', data: PDF };
    const cases: [string, Part[], string][] = [
      ['two files', [file, { ...file, filename: 'b.pdf' }], 'validation.unexpectedField'],
      [
        'three fields',
        [{ name: 'title', data: 'a' }, { name: 'audience', data: 'agents' }, { name: 'x', data: 'b' }, file],
        'validation.unexpectedField',
      ],
      [
        'title, audience and two files',
        [{ name: 'title', data: 'a' }, { name: 'audience', data: 'agents' }, file, { ...file, filename: 'b.pdf' }],
        'validation.unexpectedField',
      ],
      [
        'a title typed JSON that is not',
        [{ name: 'title', type: 'application/json', data: '{bad' }, file],
        'errors.malformedJson',
      ],
    ];
    for (const [i, [label, parts, key]] of cases.entries()) {
      const lang = (['it', 'en', 'fr', 'es'] as const)[i % 4] ?? 'en';
      const res = await t.call({
        method: 'POST',
        url: `/${lang}/v1.0/downloads/folders/${target}/files`,
        token: admin,
        payload: body(parts),
        headers: { 'content-type': `multipart/form-data; boundary=${b}` },
      });
      expectRefused(res, 400, lang, key, label);
    }
    const listed = await call('GET', `/en/v1.0/downloads?folder=${target}`);
    expect(listed.body.args.response.files).toEqual([]);
  });
});
