import type { DomainModule } from '../types';
import routes from './routes';

export const dashboard: DomainModule = { name: 'dashboard', v1: routes };
