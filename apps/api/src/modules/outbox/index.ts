import { largeOutbox } from '../../db/seed/large/outbox';
import type { DomainModule } from '../types';
import routes from './routes';
import { outboxTile } from './tiles';

export const outbox: DomainModule = {
  name: 'outbox',
  v1: routes,
  seed: { order: 50, large: largeOutbox },
  dashboard: [outboxTile],
  bench: [['outbox, page 1', 'admin', 'admin/outbox?page=1']],
};
