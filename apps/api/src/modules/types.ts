import type { FastifyPluginAsync } from 'fastify';
import type { LargeStep } from '../db/seed/large/types';
import type { DemoStep } from '../db/seed/types';
import type { MailTemplate } from '../mail/templates';
import type { ImportKindHandler } from './imports/index';

/** A module's part of the demo data and of the large data set (`db/seed/`, `db/seed/large/`). */
export type ModuleSeed = {
  /**
   * Its place among the modules' steps, ascending, one number per module: after the steps whose
   * data it reads (accounts 10, sheets 20, clients 30, signing 40, outbox 50, materials 60,
   * shipments 70, sales 80, invoices 90, appliances 100).
   */
  order: number;
  demo?: DemoStep;
  large?: LargeStep;
};

/**
 * A call the bench measures: its name, who calls, the path (under `/it/v1.0` unless it names its
 * version; `{agency}` and `{client}` are the caller's), only on PostgreSQL, and, for a row with no
 * throughput target, where its target is.
 */
export type BenchCall = readonly [
  name: string,
  user: 'admin' | 'agent',
  path: string,
  serverOnly?: true,
  informational?: string,
];

/**
 * What a module folder exports from its `index.ts` (one export, named as the domain): its name and
 * what it brings. `modules/index.ts` finds every folder's; `app.ts` registers the routes, the
 * imports pipeline runs the import kinds, the seeds run the steps.
 */
export type DomainModule = {
  /** The domain's one name: this folder, `contracts/src/<name>.ts`, `web/src/features/<name>/`. */
  name: string;
  /** Routes under `/{lang}/v1.0`. */
  v1?: FastifyPluginAsync;
  /** Routes under `/{lang}/v2.0` (spec §7: agent requests and request lists). */
  v2?: FastifyPluginAsync;
  /** Routes outside the versioned API, with no language (`/health`). */
  root?: FastifyPluginAsync;
  /** The kinds of import that write this module's tables (the `imports` module runs them). */
  importKinds?: readonly ImportKindHandler[];
  /**
   * The e-mails this module sends (`mail.ts`), their texts in its namespace (`<name>.mail.*`, every
   * language); the mailer and the outbox find them here (`mail/templates.ts`).
   */
  mailTemplates?: readonly MailTemplate[];
  seed?: ModuleSeed;
  /** Its list calls the bench measures on the large data set (`npm run bench`, `scripts/bench/lists.ts`). */
  bench?: readonly BenchCall[];
};
