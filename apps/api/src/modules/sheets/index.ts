import { demoSheets } from '../../db/seed/sheets';
import type { DomainModule } from '../types';
import { sheetsMail } from './mail';
import routes from './routes';
import { statusTile } from './tiles';

export const sheets: DomainModule = {
  name: 'sheets',
  v1: routes,
  seed: { order: 20, demo: demoSheets },
  mailTemplates: sheetsMail,
  dashboard: [statusTile],
  bench: [['registry (status-clients), admin', 'admin', 'admin/schede/status-clients?page=1']],
};
