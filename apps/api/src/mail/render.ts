import type { Language } from '@portal/contracts';
import { messages } from '@portal/contracts/messages';
import { type FoundMailTemplate, mailTextsOf } from './templates';

export type MailParams = Record<string, string | number>;
export type RenderedMail = { subject: string; text: string; html: string };

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

const fill = (text: string, params: MailParams) =>
  text.replace(PLACEHOLDER, (_, key: string) => String(params[key] ?? ''));

const blank = (value: string | number | undefined) => value === undefined || String(value).trim() === '';

/** The placeholders a text names. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string);

/**
 * A paragraph that is only optional placeholders (`{{notes}}`, `{{dates}}`) and has nothing to
 * say is left out, rather than sent as an empty line.
 */
const saysNothing = (paragraph: string, params: MailParams) =>
  paragraph.replace(PLACEHOLDER, '').trim() === '' && placeholdersOf(paragraph).every((key) => blank(params[key]));

/**
 * The placeholders of the template's subject and paragraphs that this message would leave
 * empty (a paragraph left out as a whole does not count): what the test over every template
 * checks is nothing.
 */
export function emptyPlaceholders(template: FoundMailTemplate, language: Language, params: MailParams): string[] {
  const t = mailTextsOf(template, language);
  if (!t) return [];
  const texts = [t.subject, ...t.body.filter((p) => !saysNothing(p, params))];
  return [...new Set(texts.flatMap(placeholdersOf).filter((key) => blank(params[key])))];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Renders a template in the recipient's language, framed by the catalogue's `mail.greeting` and
 * `mail.footer`. The greeting names `params.name`, the person the message goes to (never
 * someone the message is about); without a name it is the neutral `mail.greetingNeutral`, since
 * a name's gender is not known. `params.link`, when present, becomes the call-to-action button;
 * every parameter is escaped in the HTML part.
 */
export function renderMail(template: FoundMailTemplate, language: Language, params: MailParams): RenderedMail {
  const texts = messages[language].mail;
  const t = mailTextsOf(template, language);
  if (!t) throw new Error(`mail template ${template.id} has no texts in ${language}`);
  const subject = fill(t.subject, params);
  const greetingText = blank(params.name) ? texts.greetingNeutral : texts.greeting;
  const greeting = fill(greetingText, params);
  const body = t.body.filter((p) => !saysNothing(p, params));
  const paragraphs = body.map((p) => fill(p, params));
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
  const htmlParagraphs = body.map((p) => `<p>${fill(escapeHtml(p), safe)}</p>`).join('');
  const button =
    link && t.action
      ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1c5d99;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(t.action)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(link)}</p>`
      : '';
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5"><p>${fill(escapeHtml(greetingText), safe)}</p>${htmlParagraphs}${button}<hr><p style="font-size:12px;color:#777">${escapeHtml(texts.footer)}</p></body></html>`;
  return { subject, text, html };
}

/** What staff read in place of a secret parameter. */
export const MASK = '••••••';

/** A link keeps its site, so the reader sees where it leads; the rest (the token) is masked. */
function maskValue(value: string | number): string {
  const text = String(value);
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.origin}/${MASK}`;
  } catch {
    // not a URL: a code
  }
  return MASK;
}

export type OutboxMail = RenderedMail & {
  /** The same message with the template's secret parameters masked; null when it has none. */
  masked: RenderedMail | null;
};

/**
 * The message as it is sent, and as staff may read it: rendered a second time with the
 * template's secret parameters (`secretParams`) masked, so the masking follows the template
 * wherever a parameter lands (subject, text, the link's button and its address in the HTML).
 */
export function renderOutboxMail(template: FoundMailTemplate, language: Language, params: MailParams): OutboxMail {
  const secrets = template.secretParams;
  const mail = renderMail(template, language, params);
  if (secrets.length === 0) return { ...mail, masked: null };
  const masked = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, secrets.includes(key) ? maskValue(value) : value]),
  );
  return { ...mail, masked: renderMail(template, language, masked) };
}

const URL_SHAPE = /https?:\/\/[^\s"'<>]+/g;
const CODE_SHAPE = /\b\d{4,10}\b/g;

/**
 * A stored message with no masked copy although its template has secrets (written before
 * copies were kept, or of a template since removed): every link and every run of 4 to 10
 * digits is masked. It may hide more than needed; it never shows a secret.
 */
export function maskByShape(mail: RenderedMail): RenderedMail {
  const mask = (text: string) =>
    text.replace(URL_SHAPE, (url) => maskValue(url.replaceAll('&amp;', '&'))).replace(CODE_SHAPE, MASK);
  return { subject: mask(mail.subject), text: mask(mail.text), html: mask(mail.html) };
}
