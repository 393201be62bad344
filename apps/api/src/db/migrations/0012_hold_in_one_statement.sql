-- A customer's hold in one statement (docs/decisions/022): the rules that decide whether a hold may be made
-- live here, and only here. The caller gives the booking to hold (as the bookings row's JSON, snake_case) and
-- the caps; it gets back the held row (a new one, or the customer's open hold of the same service, window and
-- quantity, with the latest contact details), or an error naming a constraint:
--   bookings_open_holds_per_customer / bookings_open_holds_per_network: the caps on unpaid holds;
--   bookings_window_closed: the window's capacity is 0 on its date;
--   bookings_window_capacity: full (the same name as the capacity trigger's);
--   bookings_window_lapsed_holds: only holds whose time ran out stand in the way; the application releases
--     them (the lifecycle's rule) and asks again.
-- No row and no error: the reference is taken; ask again with another.
-- Locks, in this order and each held to commit: the customer's, the network's, the window's (the capacity
-- trigger's). Each count runs after its lock, on a snapshot that sees every hold committed before it.
-- An open hold is one that holds a place (booking-lifecycle's holdsPlace) and is unpaid (status 'pending').
CREATE FUNCTION hold_booking_place(hold jsonb, max_customer_holds integer, max_network_holds integer,
  any_provider boolean, at timestamptz)
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
      created_at, updated_at)
    VALUES (wanted.reference, wanted.user_id, wanted.service_id, wanted.provider_id, wanted.date,
      wanted.time_slot, wanted.window_starts_at, wanted.window_ends_at, wanted.country, wanted.city,
      wanted.customer_name, wanted.customer_email, wanted.customer_phone, wanted.customer_address,
      wanted.quantity, wanted.unit_price_sen, wanted.total_sen, wanted.currency, wanted.hold_expires_at,
      wanted.client_network, at, at)
    ON CONFLICT (reference) DO NOTHING
    RETURNING b.*;
END
$$;
