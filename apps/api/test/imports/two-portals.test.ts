import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalsOnPostgres } from '../helpers/s3-portals';
import { upload, win1252 } from './helpers';

/**
 * An upload stays on the disk of the portal that received it (read there, with random access for
 * an xlsx, and removed when read: ARCHITECTURE.md "Imports"); what anyone asks of an import after
 * (progress, rejected rows, the report) comes from the database, so any portal on the same
 * PostgreSQL answers it.
 */
const uploadsOf = (dataDir: string) => readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[]);

describe.skipIf(!process.env.DATABASE_URL)('an import on two portals sharing one PostgreSQL database', () => {
  const portals = portalsOnPostgres();

  it('started on one, its progress, rejections and report are answered by the other', async () => {
    const { one, other } = portals;
    const lines = [
      '01/03/2026;AG-NORD;MB0001;NN;Cucina;1;10,00;TP-1;1',
      '01/03/2026;AG-XX;MB0001;NN;Cucina;1;10,00;TP-1;2', // no such agent
    ];
    const started = await upload(one, await one.login('admin'), win1252(lines), 'vendite.csv', 'en');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = started.body.args.response.id as number;
    const token = await other.login('admin');
    const ask = (url: string) => other.app.inject({ method: 'GET', url, headers: { 'access-token': token } });
    let detail: { status: string; inserted: number; rejected: number; rejections: { row: number }[] } | undefined;
    for (let i = 0; i < 600; i++) {
      const res = await ask(`/en/v1.0/admin/imports/${id}`);
      expect(res.statusCode).toBe(200);
      detail = res.json().args.response;
      if (detail?.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(detail).toMatchObject({ status: 'succeeded', inserted: 1, rejected: 1 });
    expect(detail?.rejections.map((r) => r.row)).toEqual([3]);
    const report = await ask(`/en/v1.0/admin/imports/${id}/report`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('spreadsheetml');
    const history = await ask('/en/v1.0/admin/imports/history/1');
    expect(JSON.stringify(history.json())).toContain('vendite.csv');
    // The upload was read where it arrived and is gone; the other portal never held it.
    expect(await uploadsOf(one.config.dataDir)).toEqual([]);
    expect(await uploadsOf(other.config.dataDir)).toEqual([]);
  });
});
