import { CONTENT_FILE_PATH } from '@portal/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * What a content body may hold once stored: the formatting the editor writes (Tiptap's starter
 * kit and links) and nothing else. No script, style, frame, form or event attribute survives;
 * links are http, https or mailto only (Tiptap once let `javascript:` through, ueberdosis/tiptap
 * #3673) and open apart from the portal; an image must be one of the portal's own content files.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text of a removed script or style goes with it.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'title'],
  transformTags: {
    a: (tagName, attribs) => {
      const safe: sanitizeHtml.Attributes = attribs.href
        ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer nofollow' }
        : {};
      return { tagName, attribs: safe };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !CONTENT_FILE_PATH.test(frame.attribs.src ?? ''),
};

// `target` and `rel` are set by the transform only, never taken from the input.
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'target', 'rel'] };

/** A body as stored and answered: the allow-list above applied. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The body's text alone (for a summary made from it, and to tell an empty body). */
export function plainOf(html: string): string {
  const spaced = html.replace(/<(?:br|hr)\b|<\/(?:p|h\d|li|blockquote|pre)>/gi, ' $&');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
