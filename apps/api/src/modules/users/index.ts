import type { DomainModule } from '../types';
import routes from './routes';

export const users: DomainModule = { name: 'users', v1: routes };
