import { demoAccounts } from '../../db/seed/accounts';
import { largeAccounts } from '../../db/seed/large/accounts';
import type { DomainModule } from '../types';
import routes from './routes';

export const users: DomainModule = {
  name: 'users',
  v1: routes,
  seed: { order: 10, demo: demoAccounts, large: largeAccounts },
  bench: [['users, page 1', 'admin', 'admin/users?page=1']],
};
