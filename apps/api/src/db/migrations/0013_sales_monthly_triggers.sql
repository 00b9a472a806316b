-- The network's revenue reads sales_monthly (issue 11: the whole network by agency under 200 ms
-- at a million sales lines). The database keeps it in step with sales_daily inside the writing
-- transaction, whatever writes the days (the import, the seeds), with statement-level triggers
-- and transition tables: one statement per write, not one per row. A month whose days all went
-- keeps its row with 0 lines and 0 euros.
INSERT INTO sales_monthly (agency_id, category, month, amount, lines)
  SELECT agency_id, category, date_trunc('month', day)::date, sum(amount), sum(lines)
  FROM sales_daily GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_monthly_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_monthly AS m (agency_id, category, month, amount, lines)
      SELECT agency_id, category, date_trunc('month', day)::date, sum(amount), sum(lines)
      FROM new_rows GROUP BY 1, 2, 3
      ON CONFLICT (agency_id, category, month)
      DO UPDATE SET amount = m.amount + excluded.amount, lines = m.lines + excluded.lines;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO sales_monthly AS m (agency_id, category, month, amount, lines)
      SELECT agency_id, category, date_trunc('month', day)::date, -sum(amount), -sum(lines)
      FROM old_rows GROUP BY 1, 2, 3
      ON CONFLICT (agency_id, category, month)
      DO UPDATE SET amount = m.amount + excluded.amount, lines = m.lines + excluded.lines;
  ELSE
    INSERT INTO sales_monthly AS m (agency_id, category, month, amount, lines)
      SELECT agency_id, category, month, sum(amount), sum(lines)
      FROM (
        SELECT agency_id, category, date_trunc('month', day)::date AS month, amount, lines FROM new_rows
        UNION ALL
        SELECT agency_id, category, date_trunc('month', day)::date, -amount, -lines FROM old_rows
      ) delta
      GROUP BY 1, 2, 3
      ON CONFLICT (agency_id, category, month)
      DO UPDATE SET amount = m.amount + excluded.amount, lines = m.lines + excluded.lines;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_daily_monthly_insert AFTER INSERT ON sales_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_monthly_sync();
--> statement-breakpoint
CREATE TRIGGER sales_daily_monthly_update AFTER UPDATE ON sales_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_monthly_sync();
--> statement-breakpoint
CREATE TRIGGER sales_daily_monthly_delete AFTER DELETE ON sales_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sales_monthly_sync();
