-- The orders list's totals (order_form_counts, modules/order-form/schema.ts): the orders by agency
-- (0: none) and state, kept by the database in the writing statement's transaction, whatever
-- writes the orders. Statement-level triggers with transition tables: one statement per write.
-- Counters are changed in key order, so two transactions never wait on each other in a cycle.
CREATE FUNCTION order_form_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_form_counts AS oc (agency_id, state, n)
      SELECT coalesce(agency_id, 0), state, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (agency_id, state) DO UPDATE SET n = oc.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_form_counts AS oc (agency_id, state, n)
      SELECT coalesce(agency_id, 0), state, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (agency_id, state) DO UPDATE SET n = oc.n + excluded.n;
  ELSE
    INSERT INTO order_form_counts AS oc (agency_id, state, n)
      SELECT a, s, sum(d) FROM (
        SELECT coalesce(agency_id, 0) AS a, state AS s, -1 AS d FROM old_rows
        UNION ALL
        SELECT coalesce(agency_id, 0), state, 1 FROM new_rows
      ) k GROUP BY a, s HAVING sum(d) <> 0 ORDER BY a, s
      ON CONFLICT (agency_id, state) DO UPDATE SET n = oc.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_form_orders_counts_insert AFTER INSERT ON order_form_orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_form_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_form_orders_counts_update AFTER UPDATE ON order_form_orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_form_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_form_orders_counts_delete AFTER DELETE ON order_form_orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_form_counts_apply();
--> statement-breakpoint
CREATE FUNCTION order_form_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_form_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_form_orders_counts_truncate AFTER TRUNCATE ON order_form_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_form_counts_truncate();
--> statement-breakpoint
CREATE TRIGGER order_form_counts_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_form_counts
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
INSERT INTO order_form_counts (agency_id, state, n)
  SELECT coalesce(agency_id, 0), state, count(*) FROM order_form_orders GROUP BY 1, 2;
