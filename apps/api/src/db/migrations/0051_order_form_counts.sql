CREATE TABLE "order_form_counts" (
	"agency_id" integer NOT NULL,
	"state" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_form_counts_pkey" PRIMARY KEY("agency_id","state")
);
