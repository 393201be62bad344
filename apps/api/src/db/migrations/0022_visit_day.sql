CREATE TABLE "city_visit_fees" (
	"city" text PRIMARY KEY NOT NULL,
	"night_surcharge_sen" integer NOT NULL,
	"same_day_surcharge_sen" integer NOT NULL,
	"call_out_fee_sen" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_visit_fees_amounts_check" CHECK ("city_visit_fees"."night_surcharge_sen" >= 0 and "city_visit_fees"."same_day_surcharge_sen" >= 0 and "city_visit_fees"."call_out_fee_sen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"place" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city" text NOT NULL,
	"name" text NOT NULL,
	"postcode_from" text NOT NULL,
	"postcode_to" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_areas_postcode_check" CHECK ("service_areas"."postcode_from" ~ '^[0-9]{5}$' and "service_areas"."postcode_to" ~ '^[0-9]{5}$' and "service_areas"."postcode_from" <= "service_areas"."postcode_to")
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_amounts_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "visit_place" jsonb;--> statement-breakpoint
-- Bookings from before places were structured keep their one line as the first line, and the postcode it names.
UPDATE "bookings" SET "visit_place" = jsonb_build_object(
	'kind', 'other',
	'line1', "customer_address",
	'postcode', substring("customer_address" from '(?:^|[^0-9])([0-9]{5})(?![0-9])'),
	'area', null,
	'access', '{}'::jsonb
);--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "visit_place" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "night_surcharge_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "same_day_surcharge_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_lines" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "clinician_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "on_the_way_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "eta_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_places" ADD CONSTRAINT "saved_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_places_user_id_idx" ON "saved_places" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "service_areas_city_postcode_idx" ON "service_areas" USING btree ("city","postcode_from");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_clinician_id_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."clinicians"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."unit_price_sen" >= 0 and "bookings"."night_surcharge_sen" >= 0 and "bookings"."same_day_surcharge_sen" >= 0 and "bookings"."total_sen" = "bookings"."unit_price_sen" * "bookings"."quantity" + "bookings"."night_surcharge_sen" + "bookings"."same_day_surcharge_sen");
--> statement-breakpoint
-- hold_booking_place (migration 0016) writing the visit place and the surcharges (issue 37). The existing hold
-- given back takes the latest place and price too: the customer may have corrected the address on a retry.
CREATE OR REPLACE FUNCTION hold_booking_place(hold jsonb, max_customer_holds integer, max_network_holds integer,
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
  -- A process of the previous release sends no place: its one line of address becomes the place's first line.
  place jsonb := coalesce(wanted.visit_place, jsonb_build_object('kind', 'other', 'line1', wanted.customer_address,
    'postcode', substring(wanted.customer_address from '(?:^|[^0-9])([0-9]{5})(?![0-9])'), 'area', null,
    'access', '{}'::jsonb));
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
        customer_phone = wanted.customer_phone, customer_address = wanted.customer_address,
        visit_place = place, night_surcharge_sen = coalesce(wanted.night_surcharge_sen, 0),
        same_day_surcharge_sen = coalesce(wanted.same_day_surcharge_sen, 0), total_sen = wanted.total_sen,
        updated_at = at
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
      customer_address, visit_place, quantity, unit_price_sen, night_surcharge_sen, same_day_surcharge_sen,
      total_sen, currency, hold_expires_at, client_network, client_site, created_at, updated_at)
    VALUES (wanted.reference, wanted.user_id, wanted.service_id, wanted.provider_id, wanted.date,
      wanted.time_slot, wanted.window_starts_at, wanted.window_ends_at, wanted.country, wanted.city,
      wanted.customer_name, wanted.customer_email, wanted.customer_phone, wanted.customer_address, place,
      wanted.quantity, wanted.unit_price_sen, coalesce(wanted.night_surcharge_sen, 0),
      coalesce(wanted.same_day_surcharge_sen, 0), wanted.total_sen, wanted.currency, wanted.hold_expires_at,
      wanted.client_network, wanted.client_site, at, at)
    ON CONFLICT (reference) DO NOTHING
    RETURNING b.*;
END
$$;
