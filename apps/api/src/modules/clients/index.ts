import type { DomainModule } from '../types';
import routes from './routes';

export const clients: DomainModule = { name: 'clients', v1: routes };
