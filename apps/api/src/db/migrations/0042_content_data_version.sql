-- Custom SQL migration file, put your code below! --
CREATE TRIGGER content_items_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_items FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER content_texts_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_texts FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER content_reads_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_reads FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER content_files_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_files FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
