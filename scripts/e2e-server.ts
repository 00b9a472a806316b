/**
 * The portal for the browser tests (playwright.config.ts starts it): an SMTP catcher, whose
 * messages tests read from http://127.0.0.1:$E2E_MAIL_PORT/mails, and the portal on $E2E_PORT
 * sending mail to it, on a fresh PGlite folder, or on $DATABASE_URL when set.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 3210);
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 3211);

type Mail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Each attached file's name, type and size (an order's drawings travel with its e-mail). */
  attachments: { filename: string; mimeType: string; size: number }[];
  receivedAt: string;
};
const mails: Mail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', async () => {
      try {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        mails.push({
          to: (parsed.to ?? []).map((a) => ('address' in a ? (a.address ?? '').toLowerCase() : '')),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html ?? '',
          attachments: parsed.attachments.map((a) => ({
            filename: a.filename ?? '',
            mimeType: a.mimeType,
            size: typeof a.content === 'string' ? a.content.length : a.content.byteLength,
          })),
          receivedAt: new Date().toISOString(),
        });
        callback();
      } catch (error) {
        callback(error as Error);
      }
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

// GET /mails?to=address → the messages caught for that address, oldest first.
const mailApi = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== '/mails') {
    res.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const list = to ? mails.filter((m) => m.to.includes(to)) : mails;
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
});
await new Promise<void>((resolve) => mailApi.listen(MAIL_PORT, '127.0.0.1', resolve));

const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const portal: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${PORT}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_POLL_MS: '200',
    // E2E_WEB_DIST: a copy of the build, when other builds may replace apps/web/dist meanwhile.
    WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    CHECK_RESPONSES: 'true',
    // Every test signs in from the same address: the limits are tested by the API suite.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    LOGIN_MAX_FAILURES: '1000',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  },
});
console.log(
  `[e2e] portal on :${PORT}, mails on :${MAIL_PORT}/mails, SMTP on :${smtpPort}, ${dataDir ?? 'DATABASE_URL'}`,
);

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  portal.kill('SIGTERM');
  smtp.close(() => undefined);
  mailApi.close();
  setTimeout(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  }, 1500).unref();
}
portal.on('exit', (code) => stop(code ?? 1));
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
