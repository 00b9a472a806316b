import type { ImportCell, ImportCounts, ImportKind } from '@portal/contracts';
import type { Db, Tx } from '../../../db/index';

/** A rejected row before translation: the catalogue key and its parameters. */
export type Rejection = { row: number; column: string; key: string; params?: Record<string, string | number> };

/** A batch of data rows, each as column key → cell. */
export type RowBatch = { row: number; cells: Record<string, ImportCell> }[];

/** One run of a kind: stages checked rows, then writes them all in one transaction. */
export type KindRun = {
  /** Checks and resolves a batch, stages the good rows; answers the rejected ones. */
  stage(batch: RowBatch): Promise<Rejection[]>;
  /** Writes the staged rows to their tables and keeps what depends on them, inside `tx`. */
  apply(tx: Tx): Promise<Omit<ImportCounts, 'read' | 'rejected'>>;
  /** Drops what the run staged (after apply, or after a failure). */
  discard(db: Db): Promise<void>;
};

/**
 * One kind of import: its columns and how it stages and writes rows. Each kind lives in the module
 * whose tables it writes, which lists it in its descriptor's `importKinds` (`kinds/index.ts` finds them).
 */
export type ImportKindHandler = {
  kind: ImportKind;
  /** The columns of the file, by their keys (`imports.fields.<key>` names them). */
  columns: readonly string[];
  /** Those of `columns` the file may leave out (their cells are then blank). */
  optional?: readonly string[];
  /** Other header names the ERP may use for a column (the catalogue's names in every language also match). */
  aliases: Record<string, readonly string[]>;
  /**
   * The file is the whole set, so what it leaves out goes: a file with a header and no row would
   * empty everything (a failed ERP export, the wrong file) and is refused as empty instead.
   */
  replacesAll?: boolean;
  start(db: Db, importId: number): KindRun;
};
