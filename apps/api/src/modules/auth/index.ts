import type { DomainModule } from '../types';
import routes from './routes';

export const auth: DomainModule = { name: 'auth', v1: routes };
