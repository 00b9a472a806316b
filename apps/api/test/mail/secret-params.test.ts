import { LANGUAGES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { renderOutboxMail } from '../../src/mail/render';
import { mailTexts, SECRET_PARAMS, type TemplateName } from '../../src/mail/templates/index';

/** Every `{{name}}` a template of any language uses, with the greeting's. */
function placeholders(template: TemplateName): string[] {
  const names = new Set<string>();
  for (const language of LANGUAGES) {
    const texts = mailTexts[language];
    const t = texts.templates[template];
    for (const text of [texts.greeting, t.subject, ...t.body]) {
      for (const m of text.matchAll(/\{\{(\w+)\}\}/g)) names.add(m[1] as string);
    }
  }
  return [...names];
}

describe('secret template parameters', () => {
  const templates = Object.keys(mailTexts.en.templates) as TemplateName[];

  it('are declared for every template, and only among its parameters', () => {
    expect(Object.keys(SECRET_PARAMS).sort()).toEqual([...templates].sort());
    for (const template of templates) {
      for (const name of SECRET_PARAMS[template]) {
        expect(name === 'link' || placeholders(template).includes(name), `${template}.${name}`).toBe(true);
      }
    }
  });

  it('mark the links with tokens and the codes', () => {
    for (const template of [
      'password-reset',
      'account-activation',
      'sheet-signature-request',
      'sign-reminder',
    ] as const) {
      expect(SECRET_PARAMS[template]).toContain('link');
    }
    expect(SECRET_PARAMS['sign-otp']).toContain('code');
  });

  it.each(LANGUAGES)('never leave a secret in the masked subject, text or html (%s)', (language) => {
    for (const template of templates) {
      const secrets: string[] = [];
      const params: Record<string, string> = {};
      for (const name of [...placeholders(template), 'link']) {
        const secret = (SECRET_PARAMS[template] as readonly string[]).includes(name);
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
      expect(mail.masked === null, template).toBe(SECRET_PARAMS[template].length === 0);
      const shown = mail.masked ?? mail;
      for (const secret of secrets) {
        for (const part of [shown.subject, shown.text, shown.html]) expect(part, template).not.toContain(secret);
      }
      // What is sent is the whole message.
      for (const name of SECRET_PARAMS[template]) {
        if (name !== 'link' || mailTexts[language].templates[template].action) {
          expect(mail.text, `${template}.${name}`).toContain(params[name]);
        }
      }
    }
  });
});
