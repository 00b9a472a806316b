CREATE TABLE "sales_budgets" (
	"agency_id" integer NOT NULL,
	"year" integer NOT NULL,
	"category" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_budgets_pkey" PRIMARY KEY("agency_id","year","category")
);
--> statement-breakpoint
ALTER TABLE "sales_budgets" ADD CONSTRAINT "sales_budgets_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_budgets" ADD CONSTRAINT "sales_budgets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;