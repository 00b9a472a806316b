import type { Language } from '@portal/contracts';
import { mailTexts, type TemplateName } from './templates/index';

export type MailParams = Record<string, string | number>;
export type RenderedMail = { subject: string; text: string; html: string };

const fill = (text: string, params: MailParams) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Renders a template in the recipient's language. `params.link`, when present, becomes the
 * call-to-action button; every parameter is escaped in the HTML part.
 */
export function renderMail(template: TemplateName, language: Language, params: MailParams): RenderedMail {
  const texts = mailTexts[language];
  const t = texts.templates[template];
  const subject = fill(t.subject, params);
  const greeting = fill(texts.greeting, params);
  const paragraphs = t.body.map((p) => fill(p, params));
  const link = typeof params.link === 'string' ? params.link : undefined;
  const text = [
    greeting,
    '',
    ...paragraphs,
    ...(link && t.action ? ['', `${t.action}: ${link}`] : []),
    '',
    '--',
    texts.footer,
  ].join('\n');
  const safe = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, escapeHtml(String(v))]));
  const htmlParagraphs = t.body.map((p) => `<p>${fill(escapeHtml(p), safe)}</p>`).join('');
  const button =
    link && t.action
      ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1c5d99;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(t.action)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(link)}</p>`
      : '';
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5"><p>${fill(escapeHtml(texts.greeting), safe)}</p>${htmlParagraphs}${button}<hr><p style="font-size:12px;color:#777">${escapeHtml(texts.footer)}</p></body></html>`;
  return { subject, text, html };
}
