-- Lists stay fast at 100,000 clients (issue 8): a client row carries its latest sheet, and
-- client_counts holds the counts per agency, sheet state and client state. Both are kept in
-- step by the database inside the writing transaction, whatever code path writes, so they
-- cannot drift. Statement-level triggers with transition tables cost one statement per
-- write, not one per row, so bulk loads stay fast.
UPDATE clients c SET sheet_id = s.id, sheet_version = s.version, sheet_status = s.status
  FROM (SELECT DISTINCT ON (client_id) id, client_id, version, status FROM sheets
        ORDER BY client_id, version DESC) s
  WHERE s.client_id = c.id;
--> statement-breakpoint
INSERT INTO client_counts (agency_id, sheet_status, client_status, n)
  SELECT coalesce(agency_id, 0), coalesce(sheet_status, 'none'), status, count(*)
  FROM clients WHERE kind = 'retailer' GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clients_sync_latest_sheet() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE clients c SET sheet_id = n.id, sheet_version = n.version, sheet_status = n.status
    FROM (SELECT DISTINCT ON (client_id) id, client_id, version, status FROM new_rows
          ORDER BY client_id, version DESC) n
    WHERE c.id = n.client_id
      AND (c.sheet_version IS NULL OR c.sheet_version <= n.version)
      AND (c.sheet_id, c.sheet_version, c.sheet_status) IS DISTINCT FROM (n.id, n.version, n.status);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sheets_sync_client_insert AFTER INSERT ON sheets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clients_sync_latest_sheet();
--> statement-breakpoint
CREATE TRIGGER sheets_sync_client_update AFTER UPDATE ON sheets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clients_sync_latest_sheet();
--> statement-breakpoint
-- A deleted sheet version (only unsigned drafts can be deleted) hands "latest" back to the
-- newest remaining version.
CREATE OR REPLACE FUNCTION clients_resync_after_sheet_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE clients c SET sheet_id = s.id, sheet_version = s.version, sheet_status = s.status
    FROM (SELECT DISTINCT client_id FROM old_rows) o
    LEFT JOIN LATERAL (SELECT id, version, status FROM sheets WHERE client_id = o.client_id
                       ORDER BY version DESC LIMIT 1) s ON true
    WHERE c.id = o.client_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sheets_sync_client_delete AFTER DELETE ON sheets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION clients_resync_after_sheet_delete();
--> statement-breakpoint
-- Counters are changed in key order, so two transactions never wait on each other in a cycle.
CREATE OR REPLACE FUNCTION client_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO client_counts AS cc (agency_id, sheet_status, client_status, n)
      SELECT coalesce(agency_id, 0), coalesce(sheet_status, 'none'), status, count(*)
      FROM new_rows WHERE kind = 'retailer' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (agency_id, sheet_status, client_status) DO UPDATE SET n = cc.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO client_counts AS cc (agency_id, sheet_status, client_status, n)
      SELECT coalesce(agency_id, 0), coalesce(sheet_status, 'none'), status, -count(*)
      FROM old_rows WHERE kind = 'retailer' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (agency_id, sheet_status, client_status) DO UPDATE SET n = cc.n + excluded.n;
  ELSE
    INSERT INTO client_counts AS cc (agency_id, sheet_status, client_status, n)
      SELECT a, s, st, sum(d) FROM (
        SELECT coalesce(agency_id, 0) AS a, coalesce(sheet_status, 'none') AS s, status AS st, -1 AS d
          FROM old_rows WHERE kind = 'retailer'
        UNION ALL
        SELECT coalesce(agency_id, 0), coalesce(sheet_status, 'none'), status, 1
          FROM new_rows WHERE kind = 'retailer'
      ) k GROUP BY a, s, st HAVING sum(d) <> 0 ORDER BY a, s, st
      ON CONFLICT (agency_id, sheet_status, client_status) DO UPDATE SET n = cc.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clients_counts_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_counts_apply();
--> statement-breakpoint
CREATE TRIGGER clients_counts_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_counts_apply();
--> statement-breakpoint
CREATE TRIGGER clients_counts_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_counts_apply();
