CREATE TABLE "appliance_stock" (
	"appliance_id" integer PRIMARY KEY NOT NULL,
	"quantity" integer NOT NULL,
	"warehouse" text,
	"import_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appliance_stock_quantity_check" CHECK ("appliance_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "appliances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appliances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"ean" text NOT NULL,
	"type" text NOT NULL,
	"brand" text NOT NULL,
	"internal_code" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(11, 2) NOT NULL,
	"weight_kg" numeric(7, 2),
	"import_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appliances_price_check" CHECK ("appliances"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "import_appliance_rows" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"code" text NOT NULL,
	"ean" text NOT NULL,
	"type" text NOT NULL,
	"brand" text NOT NULL,
	"internal_code" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(11, 2) NOT NULL,
	"weight_kg" numeric(7, 2),
	CONSTRAINT "import_appliance_rows_pkey" PRIMARY KEY("import_id","code")
);
--> statement-breakpoint
CREATE TABLE "import_ready_stock_rows" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"appliance_id" integer NOT NULL,
	"quantity" integer,
	"warehouse" text,
	CONSTRAINT "import_ready_stock_rows_pkey" PRIMARY KEY("import_id","appliance_id")
);
--> statement-breakpoint
ALTER TABLE "appliance_stock" ADD CONSTRAINT "appliance_stock_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appliance_stock_ready_idx" ON "appliance_stock" USING btree ("appliance_id") WHERE quantity > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "appliances_code_key" ON "appliances" USING btree ("code");--> statement-breakpoint
CREATE INDEX "appliances_code_prefix_idx" ON "appliances" USING btree ((lower("code") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "appliances_ean_prefix_idx" ON "appliances" USING btree (("ean" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "appliances_description_prefix_idx" ON "appliances" USING btree ((lower("description") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "appliances_search_trgm_idx" ON "appliances" USING gin (lower("code" || ' ' || "ean" || ' ' || "brand" || ' ' || "description") gin_trgm_ops);