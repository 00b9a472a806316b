-- The payment filters of the invoices list read the invoice's own row (issue 11): each invoice
-- carries its ERP document's due date and payment day, null while it has no document. Triggers on
-- both tables keep them in step inside the writing transaction, whichever is written first.
UPDATE invoices i SET due_on = d.due_on, paid_on = d.paid_on FROM invoice_documents d WHERE d.number = i.number;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_rebuild(numbers text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO invoices AS i (number, day, client_id, agency_id, lines, amount, due_on, paid_on)
    SELECT l.invoice_number, min(l.day), min(l.client_id), min(l.agency_id), count(*), sum(l.amount),
      d.due_on, d.paid_on
    FROM sales_lines l LEFT JOIN invoice_documents d ON d.number = l.invoice_number
    WHERE l.invoice_number = ANY (numbers) GROUP BY l.invoice_number, d.due_on, d.paid_on
    ON CONFLICT (number) DO UPDATE SET day = excluded.day, client_id = excluded.client_id,
      agency_id = excluded.agency_id, lines = excluded.lines, amount = excluded.amount,
      due_on = excluded.due_on, paid_on = excluded.paid_on;
  DELETE FROM invoices i WHERE i.number = ANY (numbers)
    AND NOT EXISTS (SELECT 1 FROM sales_lines l WHERE l.invoice_number = i.number);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_payment_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE invoices i SET due_on = n.due_on, paid_on = n.paid_on FROM new_rows n
      WHERE i.number = n.number AND (i.due_on, i.paid_on) IS DISTINCT FROM (n.due_on, n.paid_on);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE invoices i SET due_on = NULL, paid_on = NULL FROM old_rows o
      WHERE i.number = o.number AND NOT EXISTS (SELECT 1 FROM invoice_documents d WHERE d.number = i.number);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_documents_payment_insert AFTER INSERT ON invoice_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_payment_sync();
--> statement-breakpoint
CREATE TRIGGER invoice_documents_payment_update AFTER UPDATE ON invoice_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_payment_sync();
--> statement-breakpoint
CREATE TRIGGER invoice_documents_payment_delete AFTER DELETE ON invoice_documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoices_payment_sync();
