CREATE TABLE "appliance_facets" (
	"type" text NOT NULL,
	"brand" text NOT NULL,
	"appliances" integer NOT NULL,
	CONSTRAINT "appliance_facets_pkey" PRIMARY KEY("type","brand")
);
--> statement-breakpoint
-- Counted again by every statement that writes the price list, in its transaction. The lock makes
-- two writers count one after the other, each seeing what the other committed.
CREATE FUNCTION appliance_facets_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE appliance_facets IN EXCLUSIVE MODE;
  DELETE FROM appliance_facets;
  INSERT INTO appliance_facets (type, brand, appliances)
    SELECT type, brand, count(*)::int FROM appliances GROUP BY type, brand;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appliances_facets AFTER INSERT OR UPDATE OF type, brand OR DELETE OR TRUNCATE ON appliances FOR EACH STATEMENT EXECUTE FUNCTION appliance_facets_count();
--> statement-breakpoint
CREATE TRIGGER appliance_facets_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON appliance_facets FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
INSERT INTO appliance_facets (type, brand, appliances) SELECT type, brand, count(*)::int FROM appliances GROUP BY type, brand;
