CREATE TABLE "sales_agency_daily" (
	"agency_id" integer NOT NULL,
	"category" text NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "sales_agency_daily_pkey" PRIMARY KEY("agency_id","day","category")
);
--> statement-breakpoint
ALTER TABLE "sales_agency_daily" ADD CONSTRAINT "sales_agency_daily_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_agency_daily_day_idx" ON "sales_agency_daily" USING btree ("day","category","agency_id","amount");--> statement-breakpoint
-- The days of the two months a revenue period ends in, per agency: filled from sales_daily, then
-- kept in step with it by the triggers of sales_monthly (0013), in the writing transaction. A day
-- whose lines all went keeps its row with 0 lines and 0 euros, as a month does.
INSERT INTO sales_agency_daily (agency_id, category, day, amount, lines)
  SELECT agency_id, category, day, sum(amount), sum(lines) FROM sales_daily GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_monthly_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sales_monthly AS m (agency_id, category, month, amount, lines)
      SELECT agency_id, category, date_trunc('month', day)::date, sum(amount), sum(lines)
      FROM new_rows GROUP BY 1, 2, 3
      ON CONFLICT (agency_id, category, month)
      DO UPDATE SET amount = m.amount + excluded.amount, lines = m.lines + excluded.lines;
    INSERT INTO sales_agency_daily AS a (agency_id, category, day, amount, lines)
      SELECT agency_id, category, day, sum(amount), sum(lines)
      FROM new_rows GROUP BY 1, 2, 3
      ON CONFLICT (agency_id, day, category)
      DO UPDATE SET amount = a.amount + excluded.amount, lines = a.lines + excluded.lines;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO sales_monthly AS m (agency_id, category, month, amount, lines)
      SELECT agency_id, category, date_trunc('month', day)::date, -sum(amount), -sum(lines)
      FROM old_rows GROUP BY 1, 2, 3
      ON CONFLICT (agency_id, category, month)
      DO UPDATE SET amount = m.amount + excluded.amount, lines = m.lines + excluded.lines;
    INSERT INTO sales_agency_daily AS a (agency_id, category, day, amount, lines)
      SELECT agency_id, category, day, -sum(amount), -sum(lines)
      FROM old_rows GROUP BY 1, 2, 3
      ON CONFLICT (agency_id, day, category)
      DO UPDATE SET amount = a.amount + excluded.amount, lines = a.lines + excluded.lines;
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
    INSERT INTO sales_agency_daily AS a (agency_id, category, day, amount, lines)
      SELECT agency_id, category, day, sum(amount), sum(lines)
      FROM (
        SELECT agency_id, category, day, amount, lines FROM new_rows
        UNION ALL
        SELECT agency_id, category, day, -amount, -lines FROM old_rows
      ) delta
      GROUP BY 1, 2, 3
      ON CONFLICT (agency_id, day, category)
      DO UPDATE SET amount = a.amount + excluded.amount, lines = a.lines + excluded.lines;
  END IF;
  RETURN NULL;
END $$;
