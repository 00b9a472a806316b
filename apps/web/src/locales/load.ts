import type { Language } from '@portal/contracts/languages';
import { isLanguage } from '../lib/language-config';

type Bundle = Record<string, unknown>;

/**
 * One language at a time, each its own chunk: the shared catalogue (validation.*, errors.*,
 * success.*, columns.*, legend.*) merged with the web strings, as in ./index.ts.
 */
const loaders: Record<Language, () => Promise<Bundle>> = {
  it: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/it'), import('./it')]);
    return { ...shared.it, ...web.it };
  },
  en: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/en'), import('./en')]);
    return { ...shared.en, ...web.en };
  },
  fr: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/fr'), import('./fr')]);
    return { ...shared.fr, ...web.fr };
  },
  es: async () => {
    const [shared, web] = await Promise.all([import('@portal/contracts/messages/es'), import('./es')]);
    return { ...shared.es, ...web.es };
  },
};

export function loadMessages(language: string): Promise<Bundle> {
  if (!isLanguage(language)) return Promise.reject(new Error(`unsupported language ${language}`));
  return loaders[language]();
}
