import type { DomainModule } from '../types';
import routes from './routes';

export const shipments: DomainModule = { name: 'shipments', v1: routes };
