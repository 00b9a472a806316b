import { randomUUID } from 'node:crypto';
import type { Language } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';
import { type Db, type DbOrTx, queryRows } from '../db/index';
import { outbox } from '../db/schema/index';
import { type MailParams, renderOutboxMail } from './render';
import { mailTemplate } from './templates';

export type MailRequest = {
  to: string;
  cc?: string;
  /** The id of a template some module declares (its descriptor's `mailTemplates`). */
  template: string;
  language: Language;
  /**
   * The template's parameters (its `params`), and `name`: the recipient's, which the greeting
   * names (blank, the greeting is a neutral one). One left out is an error.
   */
  params: MailParams;
  attachments?: { filename: string; key: string; contentType: string }[];
};

export type Mailer = {
  /**
   * Writes the message to the outbox inside the caller's transaction, with a copy whose secret
   * parameters (the template's `secretParams`) are masked for staff to read. A template no
   * module declares is an error.
   */
  enqueue(tx: DbOrTx, mail: MailRequest): Promise<number>;
  /** Delivers what is due; returns how many were sent. The worker calls it on a timer. */
  deliverDue(): Promise<{ sent: number; failed: number }>;
  start(): void;
  stop(): Promise<void>;
  readonly configured: boolean;
};

const MAX_ATTEMPTS = 8;
const CLAIM_SECONDS = 120;
/** 30 s, 1 min, 2 min … capped at one hour. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

type OutboxRow = typeof outbox.$inferSelect;

export function createMailer(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailPollMs' | 'publicUrl'>,
  readAttachment?: (key: string) => Promise<Buffer>,
): Mailer {
  let transport: Transporter | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const domain = new URL(config.publicUrl).hostname || 'localhost';

  // nodemailer is loaded when the first e-mail leaves, not on every start.
  const getTransport = async () => {
    const { default: nodemailer } = await import('nodemailer');
    transport ??= nodemailer.createTransport(
      config.smtpUrl as string,
      {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as never,
    );
    return transport;
  };

  async function claim(): Promise<OutboxRow[]> {
    const claimed = await queryRows<{ id: number }>(
      db,
      sql`
      update outbox set locked_until = now() + make_interval(secs => ${CLAIM_SECONDS})
      where id in (
        select id from outbox
        where status = 'pending' and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
        order by id limit 20
        for update skip locked)
      returning id`,
    );
    const ids = claimed.map((r) => Number(r.id));
    if (ids.length === 0) return [];
    return db.query.outbox.findMany({
      where: (o, { inArray }) => inArray(o.id, ids),
      orderBy: (o, { asc }) => asc(o.id),
    });
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      const attachments = await Promise.all(
        row.attachments.map(async (a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: readAttachment ? await readAttachment(a.key) : Buffer.alloc(0),
        })),
      );
      await (await getTransport()).sendMail({
        from: config.mailFrom,
        to: row.to,
        cc: row.cc ?? undefined,
        subject: row.subject,
        text: row.text,
        html: row.html,
        messageId: row.messageId,
        attachments,
      });
      await db.execute(sql`
        update outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, locked_until = null, last_error = null
        where id = ${row.id}`);
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await db.execute(sql`
        update outbox set attempts = ${attempts}, last_error = ${message.slice(0, 500)}, locked_until = null,
          status = ${attempts >= MAX_ATTEMPTS ? 'failed' : 'pending'},
          next_attempt_at = now() + make_interval(secs => ${backoffSeconds(attempts)})
        where id = ${row.id}`);
      return false;
    }
  }

  async function deliverDue() {
    const counts = { sent: 0, failed: 0 };
    if (!config.smtpUrl) return counts;
    for (let batch = await claim(); batch.length > 0 && !stopped; batch = await claim()) {
      for (const row of batch) {
        if (await deliver(row)) counts.sent++;
        else counts.failed++;
      }
      if (counts.failed > 0) break;
    }
    return counts;
  }

  const tick = () => {
    running = deliverDue()
      .catch(() => {})
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, config.mailPollMs);
      });
  };

  return {
    configured: Boolean(config.smtpUrl),
    async enqueue(tx, mail) {
      const template = await mailTemplate(mail.template);
      const missing = ['name', ...template.params].filter((key) => mail.params[key] === undefined);
      if (missing.length > 0) throw new Error(`mail template ${template.id} sent without ${missing.join(', ')}`);
      const rendered = renderOutboxMail(template, mail.language, mail.params);
      const [row] = await tx
        .insert(outbox)
        .values({
          to: mail.to,
          cc: mail.cc,
          template: mail.template,
          language: mail.language,
          messageId: `<${randomUUID()}@${domain}>`,
          attachments: mail.attachments ?? [],
          ...rendered,
        })
        .returning({ id: outbox.id });
      return row?.id ?? 0;
    },
    deliverDue,
    start() {
      if (!config.smtpUrl || timer || running) return;
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
      transport?.close();
      transport = undefined;
    },
  };
}
