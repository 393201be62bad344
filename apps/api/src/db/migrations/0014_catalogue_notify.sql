-- The public catalogue (services with their ratings, providers) is kept in memory by every API process, one
-- copy per catalogue version. Any write to what it is made of notifies `catalogue_changed` in the writer's own
-- transaction, so each process hears of it at the commit (never before, never for a rollback), whoever wrote it:
-- the console, the CLI, a review, the seed, psql. Per statement: one notification however many rows.
CREATE FUNCTION catalogue_changed_notify() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER services_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER providers_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
