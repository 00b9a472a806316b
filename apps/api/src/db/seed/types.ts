import type { Storage } from '../../lib/storage/index';
import type { Tx } from '../index';

export type DemoUser = 'admin' | 'sales' | 'agent' | 'agent2' | 'customer' | 'press';

/**
 * What the earlier steps made, for the later ones: a step that makes something a later domain
 * needs adds a field here.
 */
export type DemoContext = {
  /** Where the files the data implies go (the signed sheets' documents and PDFs). */
  storage: Storage;
  /** The two demo agencies, north then centre-south (accounts). */
  agencyIds: number[];
  /** The demo clients made with the accounts, the customer's first (accounts). */
  clientIds: number[];
  /** The five demo users by user name (accounts). */
  userIds: Partial<Record<DemoUser, number>>;
};

/**
 * One domain's part of the demo data. The steps run in the order of their modules' `seed.order`
 * (`steps.ts`), in one transaction, once, on an empty database; a new domain adds a file and names
 * its step in its module's descriptor (`modules/<name>/index.ts`).
 */
export type DemoStep = { name: string; run(tx: Tx, ctx: DemoContext): Promise<void> };
