import type { DomainModule } from '../types';
import routes from './routes';

export const invoices: DomainModule = { name: 'invoices', v1: routes };
