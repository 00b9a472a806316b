import { fr as app } from './app/fr';
import type { WebMessages } from './en';
import { fr as first } from './public/fr';

export const fr: WebMessages = { ...first, ...app };
