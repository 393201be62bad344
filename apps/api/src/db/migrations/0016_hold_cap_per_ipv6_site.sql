ALTER TABLE "bookings" ADD COLUMN "client_site" text;--> statement-breakpoint
CREATE INDEX "bookings_pending_client_site_idx" ON "bookings" USING btree ("client_site") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
-- hold_booking_place (migration 0012) with one more cap (docs/decisions/032): a hold also counts against its
-- IPv6 site (client_site, the /48; null for IPv4), so one customer handed a /56 or a /48 cannot take a
-- network's share in each of its /64s. A site at its cap is refused like a network at its cap
-- (bookings_open_holds_per_network). Locks, in this order and each held to commit: the customer's, the
-- network's, the site's, the window's.
CREATE FUNCTION hold_booking_place(hold jsonb, max_customer_holds integer, max_network_holds integer,
  max_site_holds integer, any_provider boolean, at timestamptz)
  RETURNS SETOF bookings
  LANGUAGE plpgsql
  AS $$
DECLARE
  wanted bookings := jsonb_populate_record(NULL::bookings, hold);
  existing bookings;
  capacity integer;
  holding integer;
  held integer;
BEGIN
  -- One request of a customer at a time: two retries at once must not both make a hold.
  PERFORM pg_advisory_xact_lock(hashtextextended('holds:user:' || wanted.user_id::text, 0));
  SELECT * INTO existing FROM bookings b
    WHERE b.user_id = wanted.user_id AND b.service_id = wanted.service_id
      AND b.window_starts_at = wanted.window_starts_at AND b.quantity = wanted.quantity
      AND b.status = 'pending' AND (b.hold_expires_at IS NULL OR b.hold_expires_at > at)
    ORDER BY b.created_at
    LIMIT 1;
  IF FOUND AND (any_provider OR existing.provider_id = wanted.provider_id) THEN
    RETURN QUERY UPDATE bookings b
      SET customer_name = wanted.customer_name, customer_email = wanted.customer_email,
        customer_phone = wanted.customer_phone, customer_address = wanted.customer_address, updated_at = at
      WHERE b.id = existing.id
      RETURNING b.*;
    RETURN;
  END IF;
  IF (SELECT count(*) FROM bookings b
      WHERE b.user_id = wanted.user_id
        AND b.status = 'pending' AND (b.hold_expires_at IS NULL OR b.hold_expires_at > at)) >= max_customer_holds THEN
    RAISE EXCEPTION 'the customer has % open holds', max_customer_holds
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bookings_open_holds_per_customer';
  END IF;
  -- So may one network, whatever accounts it signs up.
  PERFORM pg_advisory_xact_lock(hashtextextended('holds:network:' || wanted.client_network, 0));
  IF (SELECT count(*) FROM bookings b
      WHERE b.client_network = wanted.client_network
        AND b.status = 'pending' AND (b.hold_expires_at IS NULL OR b.hold_expires_at > at)) >= max_network_holds THEN
    RAISE EXCEPTION 'the network has % open holds', max_network_holds
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bookings_open_holds_per_network';
  END IF;
  -- And one IPv6 site, whichever of its /64s it asks from.
  IF wanted.client_site IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('holds:site:' || wanted.client_site, 0));
    IF (SELECT count(*) FROM bookings b
        WHERE b.client_site = wanted.client_site
          AND b.status = 'pending' AND (b.hold_expires_at IS NULL OR b.hold_expires_at > at)) >= max_site_holds THEN
      RAISE EXCEPTION 'the site has % open holds', max_site_holds
        USING ERRCODE = 'check_violation', CONSTRAINT = 'bookings_open_holds_per_network';
    END IF;
  END IF;
  PERFORM pg_advisory_xact_lock(booking_window_lock_key(wanted.provider_id, wanted.window_starts_at));
  capacity := coalesce(window_capacity(wanted.provider_id, wanted.date, wanted.time_slot), 0);
  IF capacity <= 0 THEN
    RAISE EXCEPTION 'window of provider % starting % is closed', wanted.provider_id, wanted.window_starts_at
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bookings_window_closed';
  END IF;
  -- What the capacity trigger counts, and of it what still holds a place at `at`.
  SELECT count(*), count(*) FILTER (WHERE b.hold_expires_at IS NULL OR b.hold_expires_at > at)
    INTO holding, held
    FROM bookings b
    WHERE b.provider_id = wanted.provider_id AND b.window_starts_at = wanted.window_starts_at
      AND b.status IN ('pending', 'confirmed');
  IF held >= capacity THEN
    RAISE EXCEPTION 'window of provider % starting % is full (capacity %)', wanted.provider_id, wanted.window_starts_at, capacity
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bookings_window_capacity';
  END IF;
  IF holding >= capacity THEN
    RAISE EXCEPTION 'window of provider % starting % has lapsed holds to release', wanted.provider_id, wanted.window_starts_at
      USING ERRCODE = 'check_violation', CONSTRAINT = 'bookings_window_lapsed_holds';
  END IF;
  RETURN QUERY INSERT INTO bookings AS b (reference, user_id, service_id, provider_id, date, time_slot,
      window_starts_at, window_ends_at, country, city, customer_name, customer_email, customer_phone,
      customer_address, quantity, unit_price_sen, total_sen, currency, hold_expires_at, client_network,
      client_site, created_at, updated_at)
    VALUES (wanted.reference, wanted.user_id, wanted.service_id, wanted.provider_id, wanted.date,
      wanted.time_slot, wanted.window_starts_at, wanted.window_ends_at, wanted.country, wanted.city,
      wanted.customer_name, wanted.customer_email, wanted.customer_phone, wanted.customer_address,
      wanted.quantity, wanted.unit_price_sen, wanted.total_sen, wanted.currency, wanted.hold_expires_at,
      wanted.client_network, wanted.client_site, at, at)
    ON CONFLICT (reference) DO NOTHING
    RETURNING b.*;
END
$$;
--> statement-breakpoint
-- The five-argument version, for processes of the previous release still serving during a rolling restart: the
-- same rules (the site's cap as the network's; their holds carry no site). A later migration drops it.
CREATE OR REPLACE FUNCTION hold_booking_place(hold jsonb, max_customer_holds integer, max_network_holds integer,
  any_provider boolean, at timestamptz)
  RETURNS SETOF bookings
  LANGUAGE sql
  AS $$
  SELECT * FROM hold_booking_place(hold, max_customer_holds, max_network_holds, max_network_holds, any_provider, at)
$$;
