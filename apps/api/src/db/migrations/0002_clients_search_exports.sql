-- Header client search uses trigram matching (PGlite loads pg_trgm; PostgreSQL 15 ships it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "client_software_access" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_software_access_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"enabled_since" timestamp with time zone,
	"username" text,
	"last_access_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_software_access" ADD CONSTRAINT "client_software_access_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_links" ADD CONSTRAINT "export_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_software_access_client_key" ON "client_software_access" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "export_links_token_key" ON "export_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "export_links_expires_idx" ON "export_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin (lower("company_name" || ' ' || coalesce("code", '') || ' ' || coalesce("city", '') || ' ' || coalesce("vat_number", '')) gin_trgm_ops);