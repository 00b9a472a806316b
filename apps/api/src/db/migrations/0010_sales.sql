CREATE TABLE "import_rejections" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"column" text NOT NULL,
	"message_key" text NOT NULL,
	"params" jsonb
);
--> statement-breakpoint
CREATE TABLE "import_sales_rows" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"invoice_line" integer NOT NULL,
	"day" date NOT NULL,
	"agency_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"category" text NOT NULL,
	"product" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "import_sales_rows_pkey" PRIMARY KEY("import_id","invoice_number","invoice_line")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"user_id" integer,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"phase" text DEFAULT 'reading' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"bytes_total" bigint DEFAULT 0 NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"read" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"error_key" text,
	"error_params" jsonb
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"client_id" integer NOT NULL,
	"category" text NOT NULL,
	"day" date NOT NULL,
	"agency_id" integer NOT NULL,
	"quantity" numeric(16, 3) NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "sales_daily_pkey" PRIMARY KEY("client_id","category","day","agency_id")
);
--> statement-breakpoint
CREATE TABLE "sales_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_number" text NOT NULL,
	"invoice_line" integer NOT NULL,
	"day" date NOT NULL,
	"agency_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"category" text NOT NULL,
	"product" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"import_id" integer
);
--> statement-breakpoint
ALTER TABLE "import_rejections" ADD CONSTRAINT "import_rejections_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lines" ADD CONSTRAINT "sales_lines_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rejections_import_idx" ON "import_rejections" USING btree ("import_id","row");--> statement-breakpoint
CREATE UNIQUE INDEX "imports_one_running_key" ON "imports" USING btree ("status") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "imports_started_idx" ON "imports" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "sales_daily_agency_day_idx" ON "sales_daily" USING btree ("agency_id","day","category");--> statement-breakpoint
CREATE INDEX "sales_daily_day_idx" ON "sales_daily" USING btree ("day","category");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_lines_invoice_key" ON "sales_lines" USING btree ("invoice_number","invoice_line");--> statement-breakpoint
CREATE INDEX "sales_lines_client_day_idx" ON "sales_lines" USING btree ("client_id","day");--> statement-breakpoint
CREATE INDEX "sales_lines_agency_day_idx" ON "sales_lines" USING btree ("agency_id","day");