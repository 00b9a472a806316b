import type { z } from 'zod';

/**
 * What a call sends in its query string, read from the contract's schema of it: the fields as the
 * server reads them (`z.output`: numbers, its enums), every one optional but the `Given` ones the
 * screen always sends. Imported as types only, so no zod enters a bundle.
 */
export type QueryOf<S extends z.ZodType, Given extends keyof z.output<S> = never> = Partial<z.output<S>> &
  Required<Pick<z.output<S>, Given>>;
