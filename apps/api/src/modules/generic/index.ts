import type { DomainModule } from '../types';
import routes from './routes';

export const generic: DomainModule = { name: 'generic', v1: routes };

/** The reference lists other modules read: the Italian provinces and the countries by language. */
export { countries } from './countries';
export { PROVINCES } from './provinces';
