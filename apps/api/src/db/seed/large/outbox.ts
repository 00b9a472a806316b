import { randomUUID } from 'node:crypto';
import { LANGUAGES, type Language } from '@portal/contracts';
import { randomToken } from '../../../lib/crypto';
import { renderOutboxMail } from '../../../mail/render';
import { mailTemplate } from '../../../mail/templates';
import { outbox, registrationRequests } from '../../schema/index';
import { clientFactory, personFactory } from '../factories';
import { inBatches, type LargeStep } from './types';

const DAY = 86_400_000;

/** Outgoing e-mail of the last year (mostly sent, some failed, a few queued) and registrations. */
export const largeOutbox: LargeStep = {
  name: 'outgoing e-mail and registrations',
  async run(tx, ctx) {
    const now = Date.now();
    const mails = Math.round(ctx.sizes.clients / 2);
    const reminder = await mailTemplate('sign-reminder');
    const request = await mailTemplate('sheet-signature-request');
    await inBatches(mails, 1000, ctx, 'e-mails', async (from, to) => {
      const rows = Array.from({ length: to - from }, (_, i) => {
        const n = from + i + 1;
        const client = clientFactory(n, null);
        const language = LANGUAGES[n % 7 === 0 ? 1 + (n % 3) : 0] as Language;
        const template = n % 3 === 0 ? reminder : request;
        const rendered = renderOutboxMail(template, language, {
          name: personFactory(n).name,
          company: client.companyName,
          agency: 'Agenzia',
          sender: 'Luca Colombo',
          version: 1 + (n % 3),
          expires: new Date(now + 20 * DAY).toISOString().slice(0, 10),
          link: `https://portal.example.it/sign/${randomToken()}`,
        });
        const status = n % 50 === 0 ? 'failed' : n % 97 === 0 ? 'pending' : 'sent';
        const created = new Date(now - (n % 365) * DAY - (n % 1440) * 60_000);
        return {
          to: client.email,
          template: template.id,
          language,
          messageId: `<${randomUUID()}@portal.example.it>`,
          status,
          attempts: status === 'failed' ? 8 : 1,
          lastError: status === 'failed' ? '550 5.1.1 mailbox unavailable' : null,
          sentAt: status === 'sent' ? new Date(created.getTime() + 30_000) : null,
          nextAttemptAt: status === 'pending' ? new Date(now + 3600_000) : created,
          createdAt: created,
          ...rendered,
        } as const;
      });
      await tx.insert(outbox).values(rows);
    });
    const kinds = ['it_reseller', 'foreign_reseller', 'press'] as const;
    await tx.insert(registrationRequests).values(
      Array.from({ length: Math.max(10, Math.round(ctx.sizes.clients / 50)) }, (_, i) => {
        const n = 500_000 + i;
        const client = clientFactory(n, null);
        const person = personFactory(n);
        const status = (i % 10 === 0 ? 'pending' : i % 4 === 0 ? 'rejected' : 'approved') as
          | 'pending'
          | 'rejected'
          | 'approved';
        return {
          status,
          username: `large-registration-${i + 1}`,
          email: `registrazione${i + 1}@rivenditori.example.it`,
          kind: kinds[i % 3] as (typeof kinds)[number],
          language: LANGUAGES[i % 4] as Language,
          data: {
            company_name: client.companyName,
            name: person.name,
            surname: person.surname,
            city: client.city,
            province: client.province,
            vat_number: client.vatNumber,
            phone: client.phone,
          },
          privacyAccepted: true,
          reason: status === 'rejected' ? 'Non è un rivenditore del settore' : null,
          decidedAt: status === 'pending' ? null : new Date(now - (i % 200) * DAY),
          createdAt: new Date(now - (i % 400) * DAY - 3 * DAY),
        };
      }),
    );
  },
};
