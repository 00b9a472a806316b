import { LANGUAGES } from '@portal/contracts';
import { messages } from '@portal/contracts/messages';
import { describe, expect, it } from 'vitest';
import { renderOutboxMail } from '../../src/mail/render';
import { type FoundMailTemplate, mailTemplate, mailTemplates, mailTextsOf } from '../../src/mail/templates';

/** Every `{{name}}` a template of any language uses, with the greeting's. */
function placeholders(template: FoundMailTemplate): string[] {
  const names = new Set<string>();
  for (const language of LANGUAGES) {
    const t = mailTextsOf(template, language);
    for (const text of [messages[language].mail.greeting, t?.subject ?? '', ...(t?.body ?? [])]) {
      for (const m of text.matchAll(/\{\{(\w+)\}\}/g)) names.add(m[1] as string);
    }
  }
  return [...names];
}

describe('secret template parameters', () => {
  it('are declared only among each template’s parameters', async () => {
    const templates = [...(await mailTemplates()).values()];
    expect(templates.length).toBeGreaterThanOrEqual(14);
    for (const template of templates) {
      for (const name of template.secretParams) {
        expect(name === 'link' || placeholders(template).includes(name), `${template.id}.${name}`).toBe(true);
      }
    }
  });

  it('mark the links with tokens and the codes', async () => {
    for (const id of ['password-reset', 'account-activation', 'sheet-signature-request', 'sign-reminder']) {
      expect((await mailTemplate(id)).secretParams).toContain('link');
    }
    expect((await mailTemplate('sign-otp')).secretParams).toContain('code');
  });

  it.each(LANGUAGES)('never leave a secret in the masked subject, text or html (%s)', async (language) => {
    for (const template of (await mailTemplates()).values()) {
      const secrets: string[] = [];
      const params: Record<string, string> = {};
      for (const name of [...placeholders(template), 'link']) {
        const secret = template.secretParams.includes(name);
        const value =
          name === 'link'
            ? `http://portal.test/x/${secret ? 'S3cr3tT0kenForTheRecipientAlone_0123456789ab' : 'public'}?a=1&b=2`
            : secret
              ? `S3CR3T-${name}-938271`
              : `value of ${name}`;
        if (secret) secrets.push(value, value.replaceAll('&', '&amp;'));
        params[name] = value;
      }
      const mail = renderOutboxMail(template, language, params);
      expect(mail.masked === null, template.id).toBe(template.secretParams.length === 0);
      const shown = mail.masked ?? mail;
      for (const secret of secrets) {
        for (const part of [shown.subject, shown.text, shown.html]) expect(part, template.id).not.toContain(secret);
      }
      // What is sent is the whole message.
      for (const name of template.secretParams) {
        if (name !== 'link' || mailTextsOf(template, language)?.action) {
          expect(mail.text, `${template.id}.${name}`).toContain(params[name]);
        }
      }
    }
  });
});
