CREATE TABLE "import_invoice_rows" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"number" text NOT NULL,
	"document_type" text NOT NULL,
	"day" date NOT NULL,
	"client_id" integer NOT NULL,
	"taxable" numeric(16, 2) NOT NULL,
	"vat" numeric(16, 2) NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	"due_on" date NOT NULL,
	"paid_on" date,
	CONSTRAINT "import_invoice_rows_pkey" PRIMARY KEY("import_id","number")
);
--> statement-breakpoint
CREATE TABLE "invoice_documents" (
	"number" text PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"day" date NOT NULL,
	"client_id" integer NOT NULL,
	"taxable" numeric(16, 2) NOT NULL,
	"vat" numeric(16, 2) NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	"due_on" date NOT NULL,
	"paid_on" date,
	"import_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_documents_type_check" CHECK ("invoice_documents"."document_type" in ('invoice', 'credit_note')),
	CONSTRAINT "invoice_documents_total_check" CHECK ("invoice_documents"."total" = "invoice_documents"."taxable" + "invoice_documents"."vat"),
	CONSTRAINT "invoice_documents_sign_check" CHECK (("invoice_documents"."document_type" = 'invoice' and "invoice_documents"."taxable" >= 0 and "invoice_documents"."vat" >= 0 and "invoice_documents"."total" >= 0)
        or ("invoice_documents"."document_type" = 'credit_note' and "invoice_documents"."taxable" <= 0 and "invoice_documents"."vat" <= 0 and "invoice_documents"."total" <= 0)),
	CONSTRAINT "invoice_documents_due_check" CHECK ("invoice_documents"."due_on" >= "invoice_documents"."day"),
	CONSTRAINT "invoice_documents_paid_check" CHECK ("invoice_documents"."paid_on" >= "invoice_documents"."day")
);
--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_documents_unpaid_idx" ON "invoice_documents" USING btree ("due_on","number") WHERE paid_on is null;