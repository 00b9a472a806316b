CREATE TABLE "download_files" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"title" text NOT NULL,
	"audience" text[],
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_files_audience_check" CHECK ("download_files"."audience" is null or (cardinality("download_files"."audience") > 0 and "download_files"."audience" <@ array['agents', 'customers', 'press']::text[]))
);
--> statement-breakpoint
CREATE TABLE "download_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "download_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name_it" text NOT NULL,
	"name_en" text,
	"name_fr" text,
	"name_es" text,
	"audience" text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_folders_audience_check" CHECK (cardinality("download_folders"."audience") > 0 and "download_folders"."audience" <@ array['agents', 'customers', 'press']::text[]),
	CONSTRAINT "download_folders_parent_check" CHECK ("download_folders"."parent_id" is null or "download_folders"."parent_id" <> "download_folders"."id")
);
--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_folder_id_download_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."download_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_folders" ADD CONSTRAINT "download_folders_parent_id_download_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."download_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_folders" ADD CONSTRAINT "download_folders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_files_folder_idx" ON "download_files" USING btree ("folder_id","title");--> statement-breakpoint
CREATE INDEX "download_files_created_idx" ON "download_files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "download_folders_parent_idx" ON "download_folders" USING btree ("parent_id","name_it");