import type { DomainModule } from '../types';
import routes from './routes';

export const sales: DomainModule = { name: 'sales', v1: routes };
