import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/index';
import { recordAuditSql } from '../audit/index';

export type PendingDecision = {
  id: number;
  status: 'accepted' | 'partial' | 'rejected';
  /** The requested quantity staff saw: a request changed since is not decided. */
  seenQuantity: number;
  /** The pieces given, for a partial acceptance. */
  partialQuantity: number | null;
  reason: string | null;
  userId: number;
  ip: string | null;
};

/** What the request is now (when not decided, why), and whether the decision was written. */
export type DecisionOutcome = {
  status: string;
  quantity: number;
  material_id: number;
  accepted: number | null;
  decided: boolean;
};

/** The most decisions one statement writes. */
const MOST = 64;
/**
 * Statements written at once: while one commits, the next runs. Their locks are taken in the same
 * order (requests by id, then materials by id), so they cannot deadlock; two of one material wait
 * for each other's row.
 */
const WRITERS = 2;

type Outcome = DecisionOutcome & { id: number; deferred: boolean };

/**
 * Decides pending requests in one statement. For each it locks the request, commits the accepted
 * pieces under the guard `available >= accepted` (the material's row lock makes a concurrent
 * decision re-read the row before checking it), lowers the pending counter, writes the decision
 * and its audit line. When a step finds nothing to do (not pending, changed since staff saw it, a
 * partial quantity not below the asked one, not enough stock) nothing is written for that request,
 * and the caller reads why from its outcome.
 *
 * Requests are locked in id order and then their materials in id order, so two statements (two
 * servers) cannot deadlock. A material takes one decision per statement, the first given: the
 * others of the same material come back `deferred`, for the next statement, which sees the stock
 * the first one moved. The ids must be distinct.
 *
 * A row changed by another transaction after this statement began is locked as it is now, but the
 * statement's UPDATE first builds the new row from the version its snapshot holds (and checks the
 * table's constraints on it) before following the change: a request's quantity raised meanwhile
 * met the accepted pieces read under the lock, and the check constraint answered a 500. So a
 * request whose locked version is not the one the snapshot holds is not written here: it comes
 * back `deferred`, and the next statement, whose snapshot has the change, decides it. So does an
 * accept refused for stock on a material changed meanwhile, since the guard read the older row.
 */
async function decideBatch(db: Db, decisions: PendingDecision[]): Promise<Map<number, Outcome>> {
  const col = <T>(pick: (d: PendingDecision) => T) => sql.param(decisions.map(pick));
  const audit = recordAuditSql(sql`decided`, {
    actor: sql`user_id`,
    action: sql`'material.request.' || decision`,
    entity: sql`'material_request'`,
    entityId: sql`id::text`,
    data: sql`jsonb_build_object('accepted', accepted)`,
    ip: sql`ip`,
  });
  const rows = await queryRows<Outcome>(
    db,
    sql`with input as (
          select * from unnest(${col((d) => d.id)}::int[], ${col((d) => d.status)}::text[],
            ${col((d) => d.seenQuantity)}::int[], ${col((d) => d.partialQuantity)}::int[],
            ${col((d) => d.reason)}::text[], ${col((d) => d.userId)}::int[], ${col((d) => d.ip)}::text[])
            with ordinality as i(id, decision, seen, partial, reason, user_id, ip, ord)
        ), req as (
          select id, status, material_id, quantity, xmin as version from material_requests
          where id in (select id from input) order by id for update
        ), snapshot as (
          select id, xmin as version from material_requests where id in (select id from input)
        ), fit as (
          select q.id, q.material_id, i.decision, i.reason, i.user_id, i.ip, i.ord,
            case i.decision when 'accepted' then q.quantity when 'partial' then i.partial end as accepted,
            coalesce(s.version = q.version, true) as current
          from req q join input i on i.id = q.id left join snapshot s on s.id = q.id
          where q.status = 'pending' and q.quantity = i.seen and (i.decision <> 'partial' or i.partial < q.quantity)
        ), pick as (
          select distinct on (material_id) * from fit where current order by material_id, ord
        ), locked as (
          select id, xmin as version from materials where id in (select material_id from pick) order by id for update
        ), material_snapshot as (
          select id, xmin as version from materials where id in (select material_id from pick)
        ), stock as (
          update materials m
          set committed = m.committed + coalesce(p.accepted, 0), pending_requests = m.pending_requests - 1,
            updated_at = case when p.accepted is null then m.updated_at else now() end
          from pick p join locked l on l.id = p.material_id
          where m.id = p.material_id
            and (p.accepted is null or (m.archived_at is null and m.realised - m.committed - m.delivered >= p.accepted))
          returning p.id, p.accepted, p.decision, p.reason, p.user_id, p.ip
        ), decided as (
          update material_requests r
          set status = s.decision, accepted_quantity = s.accepted, reason = s.reason,
            decided_by = s.user_id, decided_at = now(), updated_at = now()
          from stock s
          where r.id = s.id
          returning r.id, s.accepted, s.decision, s.user_id, s.ip
        ), audit as (${audit})
        select q.id, q.status, q.quantity, q.material_id, d.accepted, d.id is not null as decided,
          (f.id is not null and (not f.current or p.id is null
            or (d.id is null and p.accepted is not null and not coalesce(l.version = ms.version, true)))) as deferred
        from req q
        left join decided d on d.id = q.id
        left join fit f on f.id = q.id
        left join pick p on p.id = q.id
        left join locked l on l.id = p.material_id
        left join material_snapshot ms on ms.id = p.material_id`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

type Waiting = {
  decision: PendingDecision;
  resolve(outcome: DecisionOutcome | undefined): void;
  reject(error: unknown): void;
};

/**
 * Decisions of one database, written a few statements at a time: the first ones wait for
 * nothing, and those that arrive while statements run go together in the next. Fifty staff
 * accepting at once so share a few round trips and commits instead of queueing for fifty.
 */
class DecisionQueue {
  private waiting: Waiting[] = [];
  /** Requests in a statement being written: a second decision of one waits for it. */
  private writing = new Set<number>();
  private writers = 0;

  constructor(private readonly db: Db) {}

  decide(decision: PendingDecision): Promise<DecisionOutcome | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ decision, resolve, reject });
      this.pump();
    });
  }

  /** Starts statements while fewer than WRITERS run and decisions wait. */
  private pump() {
    while (this.writers < WRITERS && this.waiting.length > 0) {
      const batch = this.next();
      if (batch.length === 0) return;
      this.writers++;
      for (const w of batch) this.writing.add(w.decision.id);
      void this.write(batch).finally(() => {
        for (const w of batch) this.writing.delete(w.decision.id);
        this.writers--;
        this.pump();
      });
    }
  }

  /** The first waiting decisions, one per request and none of a request being written. */
  private next(): Waiting[] {
    const ids = new Set<number>();
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const w of this.waiting) {
      const id = w.decision.id;
      if (batch.length < MOST && !ids.has(id) && !this.writing.has(id)) {
        ids.add(id);
        batch.push(w);
      } else rest.push(w);
    }
    this.waiting = rest;
    return batch;
  }

  private async write(batch: Waiting[]) {
    let outcomes: Map<number, Outcome>;
    try {
      outcomes = await decideBatch(
        this.db,
        batch.map((w) => w.decision),
      );
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // A statement that fails fails alone: each decision is tried on its own.
      for (const w of batch) await this.write([w]);
      return;
    }
    const deferred: Waiting[] = [];
    for (const w of batch) {
      const outcome = outcomes.get(w.decision.id);
      if (outcome?.deferred) deferred.push(w);
      else
        w.resolve(
          outcome && {
            status: outcome.status,
            quantity: outcome.quantity,
            material_id: outcome.material_id,
            accepted: outcome.accepted,
            decided: outcome.decided,
          },
        );
    }
    // Decided next, before the decisions that came later.
    this.waiting.unshift(...deferred);
  }
}

const queues = new WeakMap<Db, DecisionQueue>();

/**
 * Decides a pending request (see `decideBatch`), written together with the decisions that other
 * callers of the same database make meanwhile. Undefined when the request does not exist.
 */
export function decideQueued(db: Db, decision: PendingDecision): Promise<DecisionOutcome | undefined> {
  let queue = queues.get(db);
  if (!queue) {
    queue = new DecisionQueue(db);
    queues.set(db, queue);
  }
  return queue.decide(decision);
}
