CREATE TABLE "sales_monthly" (
	"agency_id" integer NOT NULL,
	"category" text NOT NULL,
	"month" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "sales_monthly_pkey" PRIMARY KEY("agency_id","category","month")
);
--> statement-breakpoint
DROP INDEX "sales_daily_agency_day_idx";--> statement-breakpoint
DROP INDEX "sales_daily_day_idx";--> statement-breakpoint
ALTER TABLE "sales_monthly" ADD CONSTRAINT "sales_monthly_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_daily_agency_day_idx" ON "sales_daily" USING btree ("agency_id","day","category","client_id","amount");--> statement-breakpoint
CREATE INDEX "sales_daily_day_idx" ON "sales_daily" USING btree ("day","category","agency_id","amount");