import type { DomainModule } from '../types';
import routes from './routes';

export const imports: DomainModule = { name: 'imports', v1: routes };
