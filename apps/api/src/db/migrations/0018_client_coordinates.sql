ALTER TABLE "clients" ADD COLUMN "lat" real;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "lng" real;--> statement-breakpoint
CREATE INDEX "clients_map_idx" ON "clients" USING btree ("agency_id","id","lat","lng") WHERE kind = 'retailer' and status <> 'deleted' and lat is not null;--> statement-breakpoint
CREATE INDEX "clients_unplaced_idx" ON "clients" USING btree ("id") WHERE lat is null;