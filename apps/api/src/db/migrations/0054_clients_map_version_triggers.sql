-- Custom SQL migration file, put your code below! --
-- The client map's own version (issue 32): moved by a statement that changes what the map shows of
-- a client (placed clients inserted or deleted, or an update of name, place, agency, kind or state), not by
-- the updates the sheets make to a client's row (its sheet's state and version) nor by any other
-- table. The network's map is kept under it and the sales' version, and made again once either moves.
INSERT INTO clients_map_version (id, version) VALUES (1, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clients_map_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE clients_map_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clients_map_version_bump_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.company_name, o.lat, o.lng, o.agency_id, o.kind, o.status)
      IS DISTINCT FROM (n.company_name, n.lat, n.lng, n.agency_id, n.kind, n.status)
  ) THEN
    UPDATE clients_map_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION clients_map_version_bump_placed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A client is on the map once placed: a new client waits for its place (the geocoding's update).
  IF EXISTS (SELECT 1 FROM changed_rows WHERE lat IS NOT NULL) THEN
    UPDATE clients_map_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clients_map_version_insert AFTER INSERT ON clients
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION clients_map_version_bump_placed();
--> statement-breakpoint
CREATE TRIGGER clients_map_version_delete AFTER DELETE ON clients
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION clients_map_version_bump_placed();
--> statement-breakpoint
CREATE TRIGGER clients_map_version_truncate AFTER TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION clients_map_version_bump();
--> statement-breakpoint
CREATE TRIGGER clients_map_version_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION clients_map_version_bump_changed();
