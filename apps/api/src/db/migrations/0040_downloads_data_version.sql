-- Custom SQL migration file, put your code below! --
CREATE TRIGGER download_folders_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON download_folders FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
CREATE TRIGGER download_files_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON download_files FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
