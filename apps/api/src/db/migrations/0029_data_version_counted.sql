ALTER TABLE "data_version_marks" ADD COLUMN "n" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The version is now data_version.version plus the sum of the marks' counters (issue 10: accepts
-- under 50 callers). Before, each writing transaction updated data_version's one row at commit:
-- every write of every connection queued on that row's lock until the previous one had flushed
-- its commit, so writes could not share a WAL flush. Now the first write of a transaction adds one
-- to its own connection's row: no two connections write the same row. The count is visible
-- exactly when the transaction commits, and it only grows, so a larger sum means newer data.
-- Rows of connections that have ended are folded into data_version.version (foldDataVersionMarks),
-- which keeps the sum.
DROP TRIGGER IF EXISTS data_version_marks_commit ON data_version_marks;
--> statement-breakpoint
DROP FUNCTION IF EXISTS data_version_commit();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION data_version_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.data_version_marked', true) IS DISTINCT FROM '1' THEN
    INSERT INTO data_version_marks (pid, tx, n) VALUES (pg_backend_pid(), txid_current(), 1)
      ON CONFLICT (pid) DO UPDATE SET tx = excluded.tx, n = data_version_marks.n + 1;
    PERFORM set_config('portal.data_version_marked', '1', true);
  END IF;
  RETURN NULL;
END $$;
