import type { Language, UserType } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../db/index';
import type { LargeStep } from '../db/seed/large/types';
import type { DemoStep } from '../db/seed/types';
import type { MailTemplate } from '../mail/templates';
import type { AuthUser } from '../plugins/auth';
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
  /** `customer` and `press`: the demo's, which the large set is seeded on top of. */
  user: 'admin' | 'agent' | 'customer' | 'press',
  path: string,
  serverOnly?: true,
  informational?: string,
  /**
   * A call measured for its latency rather than its throughput (a PDF made on request): one
   * connection, judged on p99 under this many ms instead of the list's ratio.
   */
  latencyMs?: number,
];

/** Who asks for a tile: the caller (its scope is the module's to read), its language and its `t`. */
export type TileCaller = {
  db: DbOrTx;
  user: AuthUser;
  lang: Language;
  t: (key: string) => string;
};

/**
 * A tile of the dashboard a module brings (its `tiles.ts`, named in its descriptor's `dashboard`):
 * the dashboard module serves it at `GET dashboard/<path>` (v1, `cached`) to the roles it names,
 * answering `data` in the success envelope, checked against `response`.
 */
export type DashboardTile<S extends z.ZodType = z.ZodType> = {
  /** Its one name (the web's tile of the same name shows it). */
  id: string;
  /** Under `dashboard/` (spec §7): `''` for `dashboard/` itself, else one segment. */
  path: string;
  roles: readonly UserType[];
  response: S;
  /** Its figures in the caller's scope. */
  data: (caller: TileCaller) => Promise<z.input<S>>;
};

/** A tile, its data checked against its response schema (the descriptor's list holds any). */
export const dashboardTile = <S extends z.ZodType>(tile: DashboardTile<S>): DashboardTile =>
  tile as unknown as DashboardTile;

/**
 * What a module folder exports from its `index.ts` (one export, named as the domain): its name and
 * what it brings. `modules/index.ts` finds every folder's; `app.ts` registers the routes, the
 * imports pipeline runs the import kinds, the seeds run the steps.
 */
export type DomainModule = {
  /** The domain's one name: this folder, `contracts/src/<name>.ts`, `web/src/features/<name>/`. */
  name: string;
  /**
   * Reads and checks the module's own environment variables (`settings.ts`, from `config.env`);
   * the app calls it when it starts, so a wrong value stops the start with zod's message.
   */
  settings?: (env: Readonly<Record<string, string | undefined>>) => unknown;
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
  /**
   * What a client staff move to another agency takes along of this module's rows (its sales, orders,
   * reservations), in the transaction that moves the client: the sheets call every module's.
   */
  clientMove?: (tx: Tx, clientId: number, agencyId: number) => Promise<void>;
  /** The dashboard tiles it brings (`tiles.ts`); the dashboard module serves them. */
  dashboard?: readonly DashboardTile[];
  /** Its list calls the bench measures on the large data set (`npm run bench`, `scripts/bench/lists.ts`). */
  bench?: readonly BenchCall[];
};
