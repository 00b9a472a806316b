import { LANGUAGES } from '@portal/contracts';
import { messages } from '@portal/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../src/mail/render';
import { mailTemplate, mailTemplates, mailTextsOf } from '../../src/mail/templates';
import { createTestApp, type TestApp } from '../helpers/app';
import { startSmtpCatcher } from '../helpers/smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('e-mail in the recipient’s language', () => {
  it('sends the reset e-mail in each user’s own language, whatever the request’s', async () => {
    const byUser = { admin: 'it', sales: 'en', agent: 'fr', customer: 'es' } as const;
    for (const [user, language] of Object.entries(byUser)) {
      const token = await t.login(user);
      const res = await t.call({ method: 'PUT', url: '/en/v1.0/auth/me', token, payload: { language } });
      expect(res.body.args.response.language).toBe(language);
      // The request comes in English; the mail follows the account.
      await t.call({
        method: 'POST',
        url: '/en/v1.0/auth/forgot-password',
        payload: { email: `${user}@portal.example.it` },
      });
    }
    expect(await t.app.mailer.deliverDue()).toEqual({ sent: 4, failed: 0 });
    for (const [user, language] of Object.entries(byUser)) {
      const mail = smtp.messages.find((m) => m.to.includes(`${user}@portal.example.it`));
      expect(mail?.subject).toBe(messages[language].auth.mail.passwordReset.subject);
      expect(mail?.html).toContain(`<html lang="${language}">`);
      expect(mail?.text).toContain(messages[language].mail.footer);
      expect(mail?.text).toContain(user);
      expect(mail?.text).toMatch(/http:\/\/portal\.test\/reset-password\?token=[\w-]{43}/);
    }
  });
});

describe('templates', () => {
  it.each(LANGUAGES)('renders every template in %s with no placeholder left', async (language) => {
    const templates = [...(await mailTemplates()).values()];
    expect(templates.length).toBeGreaterThanOrEqual(14);
    for (const template of templates) {
      const params = new Proxy({} as Record<string, string>, {
        get: (_t, key) => (key === 'link' ? 'https://x.test/a' : `«${String(key)}»`),
      });
      const keys = [...JSON.stringify(mailTextsOf(template, language)).matchAll(/\{\{(\w+)\}\}/g)].map(
        (m) => m[1] as string,
      );
      const filled = Object.fromEntries([...keys, 'name', 'link'].map((k) => [k, params[k] as string]));
      const mail = renderMail(template, language, filled);
      expect(mail.subject).not.toMatch(/\{\{|\}\}/);
      expect(mail.text).not.toMatch(/\{\{|\}\}/);
      expect(mail.html).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('escapes what users typed in the HTML part', async () => {
    const mail = renderMail(await mailTemplate('registration-rejected'), 'en', {
      name: '<img src=x onerror=alert(1)>',
      reason: '"<b>no</b>"',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
  });
});
