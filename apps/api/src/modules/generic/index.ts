import type { DomainModule } from '../types';
import routes from './routes';

export const generic: DomainModule = { name: 'generic', v1: routes };
