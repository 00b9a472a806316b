-- Invoices are their sales lines grouped by invoice number (issue 11). The database keeps the
-- invoices table in step with sales_lines inside the writing transaction, whatever writes the
-- lines (the import, the seeds): a statement-level trigger rebuilds the invoices the statement
-- touched from their lines, so no sum can drift; an invoice left without lines goes.
INSERT INTO invoices (number, day, client_id, agency_id, lines, amount)
  SELECT invoice_number, min(day), min(client_id), min(agency_id), count(*), sum(amount)
  FROM sales_lines GROUP BY invoice_number;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_rebuild(numbers text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO invoices AS i (number, day, client_id, agency_id, lines, amount)
    SELECT l.invoice_number, min(l.day), min(l.client_id), min(l.agency_id), count(*), sum(l.amount)
    FROM sales_lines l WHERE l.invoice_number = ANY (numbers) GROUP BY l.invoice_number
    ON CONFLICT (number) DO UPDATE SET day = excluded.day, client_id = excluded.client_id,
      agency_id = excluded.agency_id, lines = excluded.lines, amount = excluded.amount;
  DELETE FROM invoices i WHERE i.number = ANY (numbers)
    AND NOT EXISTS (SELECT 1 FROM sales_lines l WHERE l.invoice_number = i.number);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM invoices_rebuild(ARRAY(SELECT DISTINCT invoice_number FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM invoices_rebuild(ARRAY(SELECT DISTINCT invoice_number FROM old_rows));
  ELSE
    PERFORM invoices_rebuild(ARRAY(SELECT invoice_number FROM new_rows UNION SELECT invoice_number FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_lines_invoices_insert AFTER INSERT ON sales_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_sync();
--> statement-breakpoint
CREATE TRIGGER sales_lines_invoices_update AFTER UPDATE ON sales_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_sync();
--> statement-breakpoint
CREATE TRIGGER sales_lines_invoices_delete AFTER DELETE ON sales_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_sync();
