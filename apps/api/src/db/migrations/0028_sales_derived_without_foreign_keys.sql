ALTER TABLE "invoices" DROP CONSTRAINT "invoices_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_agency_id_agencies_id_fk";
--> statement-breakpoint
ALTER TABLE "sales_agency_daily" DROP CONSTRAINT "sales_agency_daily_agency_id_agencies_id_fk";
--> statement-breakpoint
ALTER TABLE "sales_daily" DROP CONSTRAINT "sales_daily_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "sales_daily" DROP CONSTRAINT "sales_daily_agency_id_agencies_id_fk";
--> statement-breakpoint
ALTER TABLE "sales_monthly" DROP CONSTRAINT "sales_monthly_agency_id_agencies_id_fk";
