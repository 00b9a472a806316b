import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments: { filename: string | null; mimeType: string; content: ArrayBuffer | Uint8Array | string }[];
};

/** A real SMTP server on a free local port that keeps every message it accepts. */
export async function startSmtpCatcher() {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        messages.push({
          to: (parsed.to ?? []).map((a) => ('address' in a ? (a.address ?? '') : '')),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html ?? '',
          messageId: parsed.messageId ?? '',
          attachments: parsed.attachments.map((a) => ({
            filename: a.filename,
            mimeType: a.mimeType,
            content: a.content,
          })),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Finds the first link in a captured message's text. */
    linkIn(mail: CapturedMail): string {
      const match = /https?:\/\/\S+/.exec(mail.text);
      if (!match) throw new Error(`no link in mail "${mail.subject}"`);
      return match[0];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
