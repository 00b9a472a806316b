-- The stored files' records move the data's version (migration 0027), as every table an answer
-- may read: a cached list of files sees an upload. file_uploads is listed in db/data-version.ts.
CREATE TRIGGER files_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON files FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
