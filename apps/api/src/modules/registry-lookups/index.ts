import type { DomainModule } from '../types';
import routes from './routes';

export const registryLookups: DomainModule = { name: 'registry-lookups', v1: routes };
