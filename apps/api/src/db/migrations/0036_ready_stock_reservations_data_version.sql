-- Custom SQL migration file, put your code below! --
CREATE TRIGGER ready_stock_reservations_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ready_stock_reservations FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
