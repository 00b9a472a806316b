CREATE TABLE "invoices" (
	"number" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"client_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"lines" integer NOT NULL,
	"amount" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_day_idx" ON "invoices" USING btree ("day" desc,"number" desc);--> statement-breakpoint
CREATE INDEX "invoices_agency_day_idx" ON "invoices" USING btree ("agency_id","day" desc,"number" desc);--> statement-breakpoint
CREATE INDEX "invoices_client_day_idx" ON "invoices" USING btree ("client_id","day" desc,"number" desc);