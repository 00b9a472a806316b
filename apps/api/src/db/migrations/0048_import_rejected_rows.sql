CREATE TABLE "import_rejected_rows" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "import_rejected_rows_pkey" PRIMARY KEY("import_id","row")
);
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "header" jsonb;--> statement-breakpoint
ALTER TABLE "import_rejected_rows" ADD CONSTRAINT "import_rejected_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER import_rejected_rows_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON import_rejected_rows
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
