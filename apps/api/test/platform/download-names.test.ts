import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStamp } from '../../src/lib/file-names';
import { createTestApp, type TestApp } from '../helpers/app';
import { pdfText } from '../helpers/pdf';
import { startSmtpCatcher } from '../helpers/smtp';
import { acceptAndGetCode, mailsTo, pngDataUrl, sendSheet, signUrl } from '../signing/fixtures';

/**
 * Issue 9 #13: every file the portal hands out is named by one rule (lib/file-names.ts), in the
 * language of the request, with the manufacturer's local time where a time belongs, the same
 * time that is printed inside.
 */
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
const company = 'Mobili Città & Figli S.r.l.';
let signed: Awaited<ReturnType<typeof sendSheet>>;

/** The name a browser saves: the UTF-8 `filename*` of Content-Disposition. */
function savedName(headers: Record<string, unknown>): string {
  const header = String(headers['content-disposition'] ?? '');
  expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
  return decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? '');
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { 'access-token': token } : {} });

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
  signed = await sendSheet(t, smtp, { company });
  const code = await acceptAndGetCode(t, smtp, signed.token, signed.email);
  expect(
    (await t.call({ method: 'POST', url: signUrl(signed.token, 'it', '/verify'), payload: { code } })).status,
  ).toBe(200);
  const sign = await t.call({
    method: 'POST',
    url: signUrl(signed.token),
    payload: { code, signer_name: 'Giulia Bianchi', signature: { kind: 'drawn', data: pngDataUrl() } },
  });
  expect(sign.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('download names', () => {
  it('names the signed PDF alike for the signer, staff, the agent and the e-mailed copy', async () => {
    const expected = `Scheda cliente - ${company} - v1 - Firmata.pdf`;
    expect(savedName((await get(signUrl(signed.token, 'it', '/pdf'))).headers)).toBe(expected);
    expect(
      savedName((await get(`/it/v1.0/admin/schede/signed-pdf/${signed.sheetId}`, await t.login('admin'))).headers),
    ).toBe(expected);
    const agent = await t.login('agent');
    expect(savedName((await get(`/it/v1.0/agencies/schede/signed-pdf/${signed.sheetId}`, agent)).headers)).toBe(
      expected,
    );
    expect(savedName((await get(`/it/v1.0/arrex/attachments/${signed.clientId}/signed-1`, agent)).headers)).toBe(
      expected,
    );
    const copy = (await mailsTo(t, smtp, signed.email)).find((m) => m.attachments.length > 0);
    expect(copy?.attachments[0]?.filename).toBe(expected);
  });

  it('names files in the language of the request', async () => {
    expect(savedName((await get(signUrl(signed.token, 'fr', '/pdf'))).headers)).toBe(
      `Fiche client - ${company} - v1 - Signée.pdf`,
    );
    const agent = await t.login('agent');
    expect(savedName((await get(`/en/v1.0/arrex/attachments/${signed.clientId}/sheet-1`, agent)).headers)).toBe(
      `Client sheet - ${company} - v1.pdf`,
    );
    const list = await t.call({ method: 'GET', url: `/es/v1.0/arrex/attachments/${signed.clientId}`, token: agent });
    expect(list.body.args.response.attachments.map((a: { filename: string }) => a.filename)).toEqual([
      `Ficha de cliente - ${company} - v1 - Firmada.pdf`,
      `Ficha de cliente - ${company} - v1.pdf`,
    ]);
    expect(savedName((await get('/it/v1.0/arrex/scheda-vuota', agent)).headers)).toBe(
      'Scheda cliente (modulo da compilare).pdf',
    );
  });

  it('stamps a list print with the local time, the same the PDF prints inside', async () => {
    const before = fileStamp(new Date());
    const printed = await t.call({
      method: 'POST',
      url: '/it/v1.0/agencies/clients/print',
      token: await t.login('agent'),
      payload: { output: 'pdf', clients_id: [signed.clientId] },
    });
    const after = fileStamp(new Date());
    expect(printed.status).toBe(200);
    const file = await get(String(printed.body.args.response.message).replace('http://portal.test', ''));
    const name = savedName(file.headers);
    const stamp = /^Elenco clienti - (\d{4}-\d{2}-\d{2} \d{2}\.\d{2})\.pdf$/.exec(name)?.[1];
    expect([before, after]).toContain(stamp);
    expect(printed.body.args.response.filename).toBe(name);
    const time = stamp?.slice(11).replace('.', ':') ?? '';
    expect(await pdfText(file.rawPayload)).toContain(`Stampato il`);
    expect(await pdfText(file.rawPayload)).toContain(time);
  });
});
