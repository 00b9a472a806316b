-- Custom SQL migration file, put your code below! --
CREATE TRIGGER promotion_forms_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotion_forms FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER promotion_adhesions_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotion_adhesions FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
