import { es as app } from './app/es';
import type { WebMessages } from './en';
import { es as first } from './public/es';

export const es: WebMessages = { ...first, ...app };
