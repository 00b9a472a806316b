-- The order form's tables move the data's version (migration 0027), so cached lists see their writes.
CREATE TRIGGER order_form_orders_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_form_orders FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();--> statement-breakpoint
CREATE TRIGGER order_form_lines_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_form_lines FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();--> statement-breakpoint
CREATE TRIGGER order_form_numbers_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_form_numbers FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
