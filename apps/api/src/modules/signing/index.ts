import { largeSigning } from '../../db/seed/large/signing';
import type { DomainModule } from '../types';
import routes from './routes';

export const signing: DomainModule = { name: 'signing', v1: routes, seed: { order: 40, large: largeSigning } };
