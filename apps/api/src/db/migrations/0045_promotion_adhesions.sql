CREATE TABLE "promotion_adhesions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_adhesions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"values" jsonb NOT NULL,
	"status" text DEFAULT 'to_sign' NOT NULL,
	"signer_name" text,
	"signed_at" timestamp with time zone,
	"document_sha256" text,
	"signed_pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_adhesions_status_check" CHECK ("promotion_adhesions"."status" in ('to_sign', 'signed', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "promotion_forms" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"fields" jsonb NOT NULL,
	"conditions" jsonb NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_requests" ALTER COLUMN "sheet_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_requests" ADD COLUMN "adhesion_id" integer;--> statement-breakpoint
ALTER TABLE "promotion_adhesions" ADD CONSTRAINT "promotion_adhesions_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_adhesions" ADD CONSTRAINT "promotion_adhesions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_adhesions" ADD CONSTRAINT "promotion_adhesions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_forms" ADD CONSTRAINT "promotion_forms_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_adhesions_one_key" ON "promotion_adhesions" USING btree ("item_id","client_id") WHERE status <> 'declined';--> statement-breakpoint
CREATE INDEX "promotion_adhesions_item_idx" ON "promotion_adhesions" USING btree ("item_id","created_at");--> statement-breakpoint
ALTER TABLE "sign_requests" ADD CONSTRAINT "sign_requests_adhesion_id_promotion_adhesions_id_fk" FOREIGN KEY ("adhesion_id") REFERENCES "public"."promotion_adhesions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_requests_adhesion_idx" ON "sign_requests" USING btree ("adhesion_id");--> statement-breakpoint
ALTER TABLE "sign_requests" ADD CONSTRAINT "sign_requests_subject_check" CHECK (num_nonnulls("sign_requests"."sheet_id", "sign_requests"."adhesion_id") = 1);--> statement-breakpoint
-- A signed adhesion is evidence as a signed sheet is (0001): the database refuses to change or delete it.
-- Its sign requests and events are already held by 0001's triggers, whatever they sign.
CREATE OR REPLACE FUNCTION promotion_adhesions_freeze_signed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signed adhesion % cannot be changed', OLD.id USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER promotion_adhesions_freeze_signed BEFORE UPDATE OR DELETE ON promotion_adhesions
  FOR EACH ROW WHEN (OLD.status = 'signed') EXECUTE FUNCTION promotion_adhesions_freeze_signed();
