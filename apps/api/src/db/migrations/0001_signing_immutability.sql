-- A signed sheet version, its signature and its signing events are evidence: the database
-- itself refuses to change them, whatever code path tries (PRODUCT.md §4).
CREATE OR REPLACE FUNCTION sheets_freeze_signed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'signed sheet % cannot be deleted', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.client_id IS DISTINCT FROM OLD.client_id OR NEW.version IS DISTINCT FROM OLD.version
    OR NEW.fields IS DISTINCT FROM OLD.fields OR NEW.signature_email IS DISTINCT FROM OLD.signature_email
    OR NEW.sent_at IS DISTINCT FROM OLD.sent_at OR NEW.signed_at IS DISTINCT FROM OLD.signed_at
    OR NEW.document_sha256 IS DISTINCT FROM OLD.document_sha256
    OR NEW.signed_pdf_key IS DISTINCT FROM OLD.signed_pdf_key THEN
    RAISE EXCEPTION 'signed sheet % cannot be changed', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sheets_freeze_signed BEFORE UPDATE OR DELETE ON sheets
  FOR EACH ROW WHEN (OLD.signed_at IS NOT NULL) EXECUTE FUNCTION sheets_freeze_signed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sign_requests_freeze_signed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signed request % cannot be changed', OLD.id USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER sign_requests_freeze_signed BEFORE UPDATE OR DELETE ON sign_requests
  FOR EACH ROW WHEN (OLD.status = 'signed') EXECUTE FUNCTION sign_requests_freeze_signed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sign_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sign events are append-only' USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER sign_events_append_only BEFORE UPDATE OR DELETE ON sign_events
  FOR EACH ROW EXECUTE FUNCTION sign_events_append_only();
