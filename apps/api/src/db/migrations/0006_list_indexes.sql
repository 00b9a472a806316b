DROP INDEX "registration_requests_status_idx";--> statement-breakpoint
CREATE INDEX "registration_requests_created_idx" ON "registration_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_status_id_idx" ON "outbox" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "registration_requests_status_idx" ON "registration_requests" USING btree ("status","created_at","id");