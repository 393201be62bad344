-- The backstop behind the application's capacity check: whoever writes a booking that holds a place
-- (pending or confirmed), the provider's window may never hold more than capacity_per_window of them.
-- Writers of one window queue on a transaction-scoped advisory lock, so under READ COMMITTED each count
-- sees every booking committed before it; the application takes the same lock before its own check.
CREATE FUNCTION booking_window_lock_key(provider uuid, starts_at timestamptz) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT hashtextextended(provider::text || '@' || extract(epoch FROM starts_at)::bigint::text, 4827370) $$;
--> statement-breakpoint
CREATE FUNCTION bookings_enforce_window_capacity() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  capacity integer;
  holding integer;
BEGIN
  IF NEW.status NOT IN ('pending', 'confirmed') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status IN ('pending', 'confirmed')
     AND OLD.provider_id = NEW.provider_id AND OLD.window_starts_at = NEW.window_starts_at THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(booking_window_lock_key(NEW.provider_id, NEW.window_starts_at));
  SELECT p.capacity_per_window INTO capacity FROM providers p WHERE p.id = NEW.provider_id;
  SELECT count(*) INTO holding FROM bookings b
    WHERE b.provider_id = NEW.provider_id
      AND b.window_starts_at = NEW.window_starts_at
      AND b.status IN ('pending', 'confirmed')
      AND b.id <> NEW.id;
  IF holding >= capacity THEN
    RAISE EXCEPTION 'window of provider % starting % is full (capacity %)', NEW.provider_id, NEW.window_starts_at, capacity
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bookings_window_capacity';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_window_capacity
  BEFORE INSERT OR UPDATE OF status, provider_id, window_starts_at ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_enforce_window_capacity();
