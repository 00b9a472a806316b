CREATE TABLE "order_form_lines" (
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"quantity" integer,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_form_lines_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "order_form_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_form_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_form_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"client_id" integer NOT NULL,
	"agency_id" integer,
	"created_by" integer NOT NULL,
	"idempotency_key" uuid,
	"customer_code" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"finish" text DEFAULT '' NOT NULL,
	"handle" text DEFAULT '' NOT NULL,
	"top" text DEFAULT '' NOT NULL,
	"carcass" text DEFAULT '' NOT NULL,
	"plinth" text DEFAULT '' NOT NULL,
	"feet" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"order_date" date,
	"requested_delivery_date" date,
	"payment" text DEFAULT '' NOT NULL,
	"consent_at" timestamp with time zone,
	"line_count" smallint DEFAULT 0 NOT NULL,
	"attachment_count" smallint DEFAULT 0 NOT NULL,
	"send_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_form_orders_sent_check" CHECK (("order_form_orders"."state" = 'sent') = ("order_form_orders"."sent_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_form_lines" ADD CONSTRAINT "order_form_lines_order_id_order_form_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order_form_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_form_orders" ADD CONSTRAINT "order_form_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_form_orders" ADD CONSTRAINT "order_form_orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_form_orders" ADD CONSTRAINT "order_form_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_form_orders_number_key" ON "order_form_orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "order_form_orders_idempotency_key" ON "order_form_orders" USING btree ("created_by","idempotency_key") WHERE "order_form_orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "order_form_orders_created_idx" ON "order_form_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_form_orders_agency_created_idx" ON "order_form_orders" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "order_form_orders_client_created_idx" ON "order_form_orders" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "order_form_orders_state_created_idx" ON "order_form_orders" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "order_form_orders_order_date_idx" ON "order_form_orders" USING btree ("order_date","id");--> statement-breakpoint
CREATE INDEX "order_form_orders_reference_prefix_idx" ON "order_form_orders" USING btree ((lower("reference") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "order_form_orders_customer_code_prefix_idx" ON "order_form_orders" USING btree ((lower("customer_code") collate "C"),"id");