CREATE TABLE "content_files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_files_role_check" CHECK ("content_files"."role" in ('image', 'attachment'))
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"publish_on" date NOT NULL,
	"withdraw_on" date,
	"for_agents" boolean DEFAULT true NOT NULL,
	"for_customers" boolean DEFAULT true NOT NULL,
	"for_press" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_kind_check" CHECK ("content_items"."kind" in ('news', 'communication', 'trend', 'promotion')),
	CONSTRAINT "content_items_dates_check" CHECK ("content_items"."withdraw_on" is null or "content_items"."withdraw_on" > "content_items"."publish_on")
);
--> statement-breakpoint
CREATE TABLE "content_reads" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reads_pkey" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "content_texts" (
	"item_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body" text NOT NULL,
	CONSTRAINT "content_texts_pkey" PRIMARY KEY("item_id","language"),
	CONSTRAINT "content_texts_language_check" CHECK ("content_texts"."language" in ('it', 'en', 'fr', 'es'))
);
--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reads" ADD CONSTRAINT "content_reads_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_texts" ADD CONSTRAINT "content_texts_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_files_item_idx" ON "content_files" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "content_items_kind_idx" ON "content_items" USING btree ("kind","publish_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_agents_idx" ON "content_items" USING btree ("kind","publish_on" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE for_agents;--> statement-breakpoint
CREATE INDEX "content_items_customers_idx" ON "content_items" USING btree ("kind","publish_on" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE for_customers;--> statement-breakpoint
CREATE INDEX "content_items_press_idx" ON "content_items" USING btree ("kind","publish_on" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE for_press;--> statement-breakpoint
CREATE INDEX "content_items_search_trgm_idx" ON "content_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_reads_item_idx" ON "content_reads" USING btree ("item_id");