import type { Language } from '@portal/contracts/languages';
import { isLanguage } from '../lib/language-config';

type Bundle = Record<string, unknown>;

/**
 * One language at a time, each part its own chunk. First: the shared catalogue (validation.*,
 * errors.*, success.*, columns.*, legend.*) merged with the web strings of the screens before
 * sign-in (./public). The rest of the web strings (./app) follow once the first screen is shown;
 * together they are ./index.ts's resources.
 */
const first: Record<Language, () => Promise<Bundle>> = {
  it: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/it'), import('./public/it')]);
    return { ...shared.it, ...web.it };
  },
  en: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/en'), import('./public/en')]);
    return { ...shared.en, ...web.en };
  },
  fr: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/fr'), import('./public/fr')]);
    return { ...shared.fr, ...web.fr };
  },
  es: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/es'), import('./public/es')]);
    return { ...shared.es, ...web.es };
  },
};

const rest: Record<Language, () => Promise<Bundle>> = {
  it: () => import('./app/it').then((m) => m.it),
  en: () => import('./app/en').then((m) => m.en),
  fr: () => import('./app/fr').then((m) => m.fr),
  es: () => import('./app/es').then((m) => m.es),
};

/** The strings of the screens before sign-in (and the shared catalogue). */
export function loadMessages(language: string): Promise<Bundle> {
  if (!isLanguage(language)) return Promise.reject(new Error(`unsupported language ${language}`));
  return first[language]();
}

/** The rest of the web strings. */
export function loadAppMessages(language: string): Promise<Bundle> {
  if (!isLanguage(language)) return Promise.reject(new Error(`unsupported language ${language}`));
  return rest[language]();
}
