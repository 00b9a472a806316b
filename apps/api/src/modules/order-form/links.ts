import type { Language } from '@portal/contracts';
import { fileLinks } from '../files/index';

/**
 * Download links for an order's attachments too big to travel in its e-mail: the files module's
 * signed links (no account needed; they name the file and when they stop working).
 */
export const orderLinks = fileLinks('order-form', false);

/** The address a link opens: the public download route, in the reader's language. */
export function linkUrl(publicUrl: string, language: Language, token: string): string {
  return `${publicUrl}/${language}/v1.0/order-form/link/${token}`;
}
