CREATE TABLE "client_counts" (
	"agency_id" integer NOT NULL,
	"sheet_status" text NOT NULL,
	"client_status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "client_counts_agency_id_sheet_status_client_status_pk" PRIMARY KEY("agency_id","sheet_status","client_status")
);
--> statement-breakpoint
DROP INDEX "clients_company_name_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (lower(company_name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sheet_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sheet_version" smallint;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sheet_status" text;--> statement-breakpoint
CREATE INDEX "clients_list_name_idx" ON "clients" USING btree ("name_sort","id") WHERE kind = 'retailer' and status <> 'deleted';--> statement-breakpoint
CREATE INDEX "clients_list_agency_name_idx" ON "clients" USING btree ("agency_id","name_sort","id") WHERE kind = 'retailer' and status <> 'deleted';--> statement-breakpoint
CREATE INDEX "clients_list_sheet_status_name_idx" ON "clients" USING btree ("sheet_status","name_sort","id") WHERE kind = 'retailer' and status <> 'deleted';--> statement-breakpoint
CREATE INDEX "clients_list_agency_sheet_status_name_idx" ON "clients" USING btree ("agency_id","sheet_status","name_sort","id") WHERE kind = 'retailer' and status <> 'deleted';--> statement-breakpoint
CREATE INDEX "clients_list_status_name_idx" ON "clients" USING btree ("status","name_sort","id") WHERE kind = 'retailer';--> statement-breakpoint
CREATE INDEX "clients_name_prefix_idx" ON "clients" USING btree (("name_sort" collate "C"),"id") WHERE kind = 'retailer' and status <> 'deleted';--> statement-breakpoint
CREATE INDEX "clients_list_updated_idx" ON "clients" USING btree ("updated_at","id") WHERE kind = 'retailer' and status <> 'deleted';