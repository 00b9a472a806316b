import { en as app } from './app/en';
import { en as first } from './public/en';

/**
 * Strings of the web app; validation, errors, columns and legends come from @portal/contracts.
 * Two parts per language: ./public (the screens before sign-in and the frame around every
 * screen, loaded first) and ./app (everything else, loaded after the first screen).
 */
export const en = { ...first, ...app };

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type WebMessages = Widen<typeof en>;
export type PublicMessages = Widen<typeof first>;
export type AppMessages = Widen<typeof app>;
