ALTER TABLE "invoices" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_on" date;--> statement-breakpoint
CREATE INDEX "invoices_unpaid_day_idx" ON "invoices" USING btree ("day" desc,"number" desc,"due_on") WHERE paid_on is null and due_on is not null;--> statement-breakpoint
CREATE INDEX "invoices_agency_unpaid_day_idx" ON "invoices" USING btree ("agency_id","day" desc,"number" desc,"due_on") WHERE paid_on is null and due_on is not null;