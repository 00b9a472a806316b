-- The price search's words (appliance_words, modules/appliances/schema.ts), kept by the database
-- in the writing statement's transaction, whatever writes the price list (the import, the seeds, a
-- script). Statement-level triggers with transition tables: one statement per write, not per row.
-- The words of a search text (already lower case, accents off): each between blanks, and the runs
-- of letters and digits inside one, so `sme477-691` is found by `sme477` and by `691`.
CREATE FUNCTION appliance_search_words(search_text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM regexp_split_to_table(search_text, '\s+') w WHERE w <> ''
  UNION
  SELECT p FROM regexp_split_to_table(search_text, '[^a-z0-9]+') p WHERE p <> ''
$$;
--> statement-breakpoint
CREATE FUNCTION appliance_words_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO appliance_words (appliance_id, word)
      SELECT n.id, w FROM new_rows n CROSS JOIN LATERAL appliance_search_words(n.search_text) w;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM appliance_words w USING old_rows o WHERE w.appliance_id = o.id;
  ELSE
    -- Only the rows whose search text changed (a new price leaves the words as they are).
    DELETE FROM appliance_words w USING old_rows o JOIN new_rows n ON n.id = o.id
      WHERE w.appliance_id = o.id AND n.search_text IS DISTINCT FROM o.search_text;
    INSERT INTO appliance_words (appliance_id, word)
      SELECT n.id, w FROM new_rows n JOIN old_rows o ON o.id = n.id
        CROSS JOIN LATERAL appliance_search_words(n.search_text) w
      WHERE n.search_text IS DISTINCT FROM o.search_text;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appliances_words_insert AFTER INSERT ON appliances
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appliance_words_apply();
--> statement-breakpoint
CREATE TRIGGER appliances_words_update AFTER UPDATE ON appliances
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appliance_words_apply();
--> statement-breakpoint
CREATE TRIGGER appliances_words_delete AFTER DELETE ON appliances
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION appliance_words_apply();
--> statement-breakpoint
CREATE FUNCTION appliance_words_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE appliance_words;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appliances_words_truncate AFTER TRUNCATE ON appliances
  FOR EACH STATEMENT EXECUTE FUNCTION appliance_words_truncate();
--> statement-breakpoint
CREATE TRIGGER appliance_words_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON appliance_words
  FOR EACH STATEMENT EXECUTE FUNCTION data_version_mark();
--> statement-breakpoint
INSERT INTO appliance_words (appliance_id, word)
  SELECT a.id, w FROM appliances a CROSS JOIN LATERAL appliance_search_words(a.search_text) w;
