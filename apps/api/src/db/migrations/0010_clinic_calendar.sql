CREATE TABLE "booking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"clinic_id" uuid NOT NULL,
	"user_id" uuid,
	"booking_id" uuid NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"provider_id" uuid,
	"date" date NOT NULL,
	"time_slot" text,
	"capacity" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_closures_scope_key" UNIQUE NULLS NOT DISTINCT("clinic_id","provider_id","date","time_slot"),
	CONSTRAINT "calendar_closures_capacity_check" CHECK ("calendar_closures"."capacity" is null or ("calendar_closures"."capacity" between 1 and 100 and "calendar_closures"."time_slot" is not null))
);
--> statement-breakpoint
CREATE TABLE "provider_weekly_hours" (
	"provider_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"time_slot" text NOT NULL,
	"is_open" boolean NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_weekly_hours_provider_id_weekday_time_slot_pk" PRIMARY KEY("provider_id","weekday","time_slot"),
	CONSTRAINT "provider_weekly_hours_weekday_check" CHECK ("provider_weekly_hours"."weekday" between 1 and 7),
	CONSTRAINT "provider_weekly_hours_capacity_check" CHECK ("provider_weekly_hours"."capacity" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_closures" ADD CONSTRAINT "calendar_closures_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_closures" ADD CONSTRAINT "calendar_closures_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_weekly_hours" ADD CONSTRAINT "provider_weekly_hours_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_clinic_id_idx" ON "booking_events" USING btree ("clinic_id","id");--> statement-breakpoint
CREATE INDEX "booking_events_user_id_idx" ON "booking_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "calendar_closures_date_idx" ON "calendar_closures" USING btree ("date");--> statement-breakpoint
-- The one place a window's capacity on a date is decided, read by the capacity trigger, the application's
-- check before a hold and the availability customers see. A closure of the whole day or of the window (for the
-- provider or its whole clinic) makes it 0; otherwise a date's override (the provider's before the clinic's),
-- then the provider's week, then the provider's own capacity.
CREATE FUNCTION window_capacity(provider uuid, day date, slot text) RETURNS integer
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
  SELECT CASE
    WHEN EXISTS (
      SELECT 1 FROM calendar_closures c
      WHERE c.clinic_id = p.clinic_id AND (c.provider_id IS NULL OR c.provider_id = p.id)
        AND c.date = day AND (c.time_slot IS NULL OR c.time_slot = slot) AND c.capacity IS NULL
    ) THEN 0
    ELSE coalesce(
      (SELECT c.capacity FROM calendar_closures c
        WHERE c.clinic_id = p.clinic_id AND (c.provider_id IS NULL OR c.provider_id = p.id)
          AND c.date = day AND c.time_slot = slot
        ORDER BY c.provider_id IS NULL
        LIMIT 1),
      (SELECT CASE WHEN h.is_open THEN h.capacity ELSE 0 END FROM provider_weekly_hours h
        WHERE h.provider_id = p.id AND h.weekday = extract(isodow FROM day) AND h.time_slot = slot),
      p.capacity_per_window)
  END
  FROM providers p WHERE p.id = provider
$$;
--> statement-breakpoint
-- The backstop of migration 0002, now reading the window's capacity for its date.
CREATE OR REPLACE FUNCTION bookings_enforce_window_capacity() RETURNS trigger
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
  capacity := coalesce(window_capacity(NEW.provider_id, NEW.date, NEW.time_slot), 0);
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
-- Every API process listening is told at commit, whoever wrote the event.
CREATE FUNCTION booking_events_notify() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('booking_events', json_build_object('id', NEW.id, 'clinicId', NEW.clinic_id, 'userId', NEW.user_id)::text);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER booking_events_notify AFTER INSERT ON booking_events FOR EACH ROW EXECUTE FUNCTION booking_events_notify();
