-- The data's version (issue 8): one row, moved on once by each committing transaction that wrote
-- any table an answer of the API reads, whoever the writer is (a route, the import, a job, a
-- script, another server). Cached answers are kept under the version they were read at.
--
-- A write only marks its transaction, once: it writes its connection's row of data_version_marks
-- (one per backend, updated in place, so the table does not grow, even on PGlite, which never
-- vacuums). The mark's deferred trigger moves the version on at commit: the version's row lock is
-- so taken last, when the transaction waits for nothing else, and two writers never deadlock over
-- it. No other connection ever writes a connection's mark.
--
-- Left out, as no answer that may be cached reads them: sessions, rate_limits and job_leases
-- (written on sign-in, throttling and by the periodic jobs), and the version tables themselves.
-- test/platform/data-version.test.ts fails on a table that is neither marked nor listed there.
INSERT INTO data_version (id, version) VALUES (1, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION data_version_mark() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.data_version_marked', true) IS DISTINCT FROM '1' THEN
    INSERT INTO data_version_marks (pid, tx) VALUES (pg_backend_pid(), txid_current())
      ON CONFLICT (pid) DO UPDATE SET tx = excluded.tx;
    PERFORM set_config('portal.data_version_marked', '1', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION data_version_commit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER data_version_marks_commit AFTER INSERT OR UPDATE ON data_version_marks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION data_version_commit();
--> statement-breakpoint
-- The mail worker claims due e-mails every few seconds with an update that usually touches no row:
-- the outbox marks by row, so only a real change moves the version. Every other table by statement.
CREATE TRIGGER outbox_data_version AFTER INSERT OR UPDATE OR DELETE ON outbox
  FOR EACH ROW EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER outbox_data_version_truncate AFTER TRUNCATE ON outbox
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER agencies_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agencies
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER appliance_stock_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON appliance_stock
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER appliances_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON appliances
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER audit_events_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER client_counts_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON client_counts
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER client_software_access_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON client_software_access
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER clients_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON clients
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER export_links_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON export_links
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER import_appliance_rows_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON import_appliance_rows
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER import_invoice_rows_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON import_invoice_rows
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER import_ready_stock_rows_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON import_ready_stock_rows
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER import_rejections_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON import_rejections
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER import_sales_rows_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON import_sales_rows
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER imports_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON imports
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER invoice_documents_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON invoice_documents
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER invoices_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER material_families_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON material_families
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER material_loads_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON material_loads
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER material_request_batches_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON material_request_batches
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER material_requests_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON material_requests
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER materials_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON materials
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER registration_requests_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON registration_requests
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER sales_agency_daily_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales_agency_daily
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER sales_budgets_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales_budgets
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER sales_daily_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales_daily
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER sales_lines_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales_lines
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER sales_monthly_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales_monthly
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER sheets_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sheets
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER shipments_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipments
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER sign_events_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sign_events
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER sign_requests_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sign_requests
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER user_tokens_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER users_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
