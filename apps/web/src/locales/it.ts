import { it as app } from './app/it';
import type { WebMessages } from './en';
import { it as first } from './public/it';

export const it: WebMessages = { ...first, ...app };
