-- Open event streams end when their session does (docs/decisions/034). A session ends by a write to its account
-- (a new session version: sign out everywhere, a new password, a reset, a clinic password set by staff; a
-- customer's deletion; a staff member disabled) or to revoked_tokens (one token signed out). Each such write
-- notifies `session_ended` in the writer's own transaction, so every API process hears it at the commit (never
-- for a rollback), whoever wrote it: the API, the CLI, psql. The payload names the account or the token; each
-- process then checks the streams it serves for that account or token against the database.
CREATE FUNCTION session_ended_notify() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_TABLE_NAME = 'revoked_tokens' THEN
    PERFORM pg_notify('session_ended', json_build_object('jti', NEW.jti)::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_ended', json_build_object('type', TG_ARGV[0], 'sub', OLD.id)::text);
  ELSE
    PERFORM pg_notify('session_ended', json_build_object('type', TG_ARGV[0], 'sub', NEW.id)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_session_ended AFTER UPDATE OF session_version, deleted_at OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION session_ended_notify('customer');
--> statement-breakpoint
CREATE TRIGGER clinics_session_ended AFTER UPDATE OF session_version OR DELETE ON clinics FOR EACH ROW EXECUTE FUNCTION session_ended_notify('clinic');
--> statement-breakpoint
CREATE TRIGGER staff_session_ended AFTER UPDATE OF session_version, disabled_at OR DELETE ON staff FOR EACH ROW EXECUTE FUNCTION session_ended_notify('staff');
--> statement-breakpoint
CREATE TRIGGER revoked_tokens_session_ended AFTER INSERT ON revoked_tokens FOR EACH ROW EXECUTE FUNCTION session_ended_notify();
