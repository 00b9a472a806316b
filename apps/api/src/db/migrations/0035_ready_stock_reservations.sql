CREATE TABLE "ready_stock_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ready_stock_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appliance_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"client_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"ordered_by" integer NOT NULL,
	"delivery_mode" text NOT NULL,
	"ready_on" date,
	"collect_by" date,
	"state" text DEFAULT 'requested' NOT NULL,
	"reason" text,
	"note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ready_stock_reservations_quantity_check" CHECK ("ready_stock_reservations"."quantity" > 0),
	CONSTRAINT "ready_stock_reservations_state_check" CHECK ("ready_stock_reservations"."state" in ('requested', 'accepted', 'refused', 'collected', 'delivered', 'lapsed')),
	CONSTRAINT "ready_stock_reservations_mode_check" CHECK ("ready_stock_reservations"."delivery_mode" in ('next_load', 'self_collection')),
	CONSTRAINT "ready_stock_reservations_dates_check" CHECK (("ready_stock_reservations"."delivery_mode" = 'self_collection') = ("ready_stock_reservations"."ready_on" is not null and "ready_stock_reservations"."collect_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "ready_stock_reservations" ADD CONSTRAINT "ready_stock_reservations_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ready_stock_reservations" ADD CONSTRAINT "ready_stock_reservations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ready_stock_reservations" ADD CONSTRAINT "ready_stock_reservations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ready_stock_reservations" ADD CONSTRAINT "ready_stock_reservations_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ready_stock_reservations" ADD CONSTRAINT "ready_stock_reservations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ready_stock_reservations_active_idx" ON "ready_stock_reservations" USING btree ("appliance_id") WHERE state in ('requested', 'accepted');--> statement-breakpoint
CREATE INDEX "ready_stock_reservations_created_idx" ON "ready_stock_reservations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "ready_stock_reservations_agency_idx" ON "ready_stock_reservations" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "ready_stock_reservations_client_idx" ON "ready_stock_reservations" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "ready_stock_reservations_collect_idx" ON "ready_stock_reservations" USING btree ("collect_by") WHERE state in ('requested', 'accepted') and delivery_mode = 'self_collection';