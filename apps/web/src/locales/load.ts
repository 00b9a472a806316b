import type { Language } from '@portal/contracts/languages';
import { isLanguage } from '../lib/language-config';

type Bundle = Record<string, unknown>;

/**
 * One language at a time, each part its own chunk. First (./first): the shared catalogue's core
 * (validation.*, errors.*) and auth.* (the login), with the web app's frame (./frame). The rest
 * (./rest: every other domain's namespace, sheets.*, clients.*, signing.*…) follows once the
 * first screen is shown; together they are ./index.ts's resources. A literal import per language
 * keeps the languages apart in the build.
 */
const first: Record<Language, () => Promise<Bundle>> = {
  it: () => import('./first/it').then((m) => m.first),
  en: () => import('./first/en').then((m) => m.first),
  fr: () => import('./first/fr').then((m) => m.first),
  es: () => import('./first/es').then((m) => m.first),
};

const rest: Record<Language, () => Promise<Bundle>> = {
  it: () => import('./rest/it').then((m) => m.rest),
  en: () => import('./rest/en').then((m) => m.rest),
  fr: () => import('./rest/fr').then((m) => m.rest),
  es: () => import('./rest/es').then((m) => m.rest),
};

/** The strings of the screens before sign-in (the shared catalogue's core, auth and the frame). */
export function loadMessages(language: string): Promise<Bundle> {
  if (!isLanguage(language)) return Promise.reject(new Error(`unsupported language ${language}`));
  return first[language]();
}

/** Every other domain's strings. */
export function loadAppMessages(language: string): Promise<Bundle> {
  if (!isLanguage(language)) return Promise.reject(new Error(`unsupported language ${language}`));
  return rest[language]();
}
