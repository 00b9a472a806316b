CREATE TABLE "material_families" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_families_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_loads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_loads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"material_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"product_code" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_loads_quantity_check" CHECK (quantity > 0)
);
--> statement-breakpoint
CREATE TABLE "material_request_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_request_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"description" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"material_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"requested_by" integer,
	"batch_id" integer,
	"quantity" integer NOT NULL,
	"accepted_quantity" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_requests_quantity_check" CHECK (quantity > 0 and (accepted_quantity is null or (accepted_quantity > 0 and accepted_quantity <= quantity))),
	CONSTRAINT "material_requests_decision_check" CHECK ((status = 'pending' and accepted_quantity is null) or (status = 'rejected' and accepted_quantity is null)
        or (status = 'accepted' and accepted_quantity = quantity) or (status = 'partial' and accepted_quantity < quantity))
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_code" text NOT NULL,
	"family_id" integer NOT NULL,
	"barcode" text,
	"names" jsonb NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"first_edition" date,
	"pack_quantity" integer,
	"cost" numeric(12, 2),
	"price" numeric(12, 2),
	"manager" text,
	"packaging" text,
	"image_key" text,
	"visible" boolean DEFAULT true NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"realised" integer DEFAULT 0 NOT NULL,
	"committed" integer DEFAULT 0 NOT NULL,
	"printed" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"pending_requests" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_stock_check" CHECK (realised >= 0 and committed >= 0 and delivered >= 0 and printed >= 0 and pending_requests >= 0
        and printed <= committed and committed + delivered <= realised)
);
--> statement-breakpoint
ALTER TABLE "material_loads" ADD CONSTRAINT "material_loads_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_loads" ADD CONSTRAINT "material_loads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_request_batches" ADD CONSTRAINT "material_request_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_batch_id_material_request_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."material_request_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_family_id_material_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."material_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_families_code_key" ON "material_families" USING btree ("code");--> statement-breakpoint
CREATE INDEX "material_loads_material_idx" ON "material_loads" USING btree ("material_id","id");--> statement-breakpoint
CREATE INDEX "material_requests_created_idx" ON "material_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "material_requests_agency_created_idx" ON "material_requests" USING btree ("agency_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "material_requests_status_created_idx" ON "material_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "material_requests_client_created_idx" ON "material_requests" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "material_requests_material_status_idx" ON "material_requests" USING btree ("material_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_product_code_key" ON "materials" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "materials_active_code_idx" ON "materials" USING btree ("product_code","id") WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "materials_archived_code_idx" ON "materials" USING btree ("product_code","id") WHERE archived_at is not null;--> statement-breakpoint
CREATE INDEX "materials_family_code_idx" ON "materials" USING btree ("family_id","product_code","id") WHERE archived_at is null;