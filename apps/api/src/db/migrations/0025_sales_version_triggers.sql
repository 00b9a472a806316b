-- The sales' version (issue 11): one row, moved on by every statement that writes sales_daily,
-- whichever writer it is (the sales import, the seeds), inside the writing transaction. Answers
-- computed from the sales are cached under the version they were computed at.
INSERT INTO sales_version (id, version) VALUES (1, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_daily_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales_daily
  FOR EACH STATEMENT EXECUTE FUNCTION sales_version_bump();
