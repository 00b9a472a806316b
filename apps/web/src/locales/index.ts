import { first as enFirst } from './first/en';
import { first as esFirst } from './first/es';
import { first as frFirst } from './first/fr';
import { first as itFirst } from './first/it';
import { frame as en } from './frame/en';
import { frame as es } from './frame/es';
import { frame as fr } from './frame/fr';
import { frame as it } from './frame/it';
import { rest as enRest } from './rest/en';
import { rest as esRest } from './rest/es';
import { rest as frRest } from './rest/fr';
import { rest as itRest } from './rest/it';

/** The web app's own strings (the frame), per language. */
export const frame = { it, en, fr, es } as const;

/**
 * Everything the app loads in each language (./load.ts, in two parts): the shared catalogue,
 * every domain's namespace included, and the frame. For the tests; the app loads one language.
 */
export const resources = {
  it: { translation: { ...itFirst, ...itRest } },
  en: { translation: { ...enFirst, ...enRest } },
  fr: { translation: { ...frFirst, ...frRest } },
  es: { translation: { ...esFirst, ...esRest } },
};
