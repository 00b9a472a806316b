import type { Language } from '@portal/contracts/languages';
import { isLanguage } from '../lib/language-config';

type Bundle = Record<string, unknown>;

/**
 * One language at a time, each part its own chunk. First: the shared catalogue's core
 * (validation.*, errors.*, success.*) merged with the web strings of the screens before sign-in
 * (./public). The rest (the shared catalogue's domain labels, sheets.*, columns.*, signing.*…,
 * and the other web strings, ./app) follow once the first screen is shown; together they are
 * ./index.ts's resources.
 */
const first: Record<Language, () => Promise<Bundle>> = {
  it: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/core/it'), import('./public/it')]);
    return { ...shared.core, ...web.it };
  },
  en: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/core/en'), import('./public/en')]);
    return { ...shared.core, ...web.en };
  },
  fr: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/core/fr'), import('./public/fr')]);
    return { ...shared.core, ...web.fr };
  },
  es: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/core/es'), import('./public/es')]);
    return { ...shared.core, ...web.es };
  },
};

const rest: Record<Language, () => Promise<Bundle>> = {
  it: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/it'), import('./app/it')]);
    return { ...shared.it, ...web.it };
  },
  en: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/en'), import('./app/en')]);
    return { ...shared.en, ...web.en };
  },
  fr: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/fr'), import('./app/fr')]);
    return { ...shared.fr, ...web.fr };
  },
  es: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/es'), import('./app/es')]);
    return { ...shared.es, ...web.es };
  },
};

/** The strings of the screens before sign-in (and the shared catalogue's core). */
export function loadMessages(language: string): Promise<Bundle> {
  if (!isLanguage(language)) return Promise.reject(new Error(`unsupported language ${language}`));
  return first[language]();
}

/** The rest of the shared catalogue and of the web strings. */
export function loadAppMessages(language: string): Promise<Bundle> {
  if (!isLanguage(language)) return Promise.reject(new Error(`unsupported language ${language}`));
  return rest[language]();
}
