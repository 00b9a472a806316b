import type { DomainModule } from '../types';
import routes from './routes';

/** What a module needs to declare an import kind that writes its tables (its descriptor's `importKinds`). */
export { checkRows, repeatedRows } from './kinds/check';
export type { ImportKindHandler, KindRun, Rejection, RowBatch } from './kinds/types';
export { discardStaged, type StagedColumns, stageByKey, type UpsertTarget, upsertStaged } from './kinds/upsert';

export const imports: DomainModule = { name: 'imports', v1: routes };
