-- window_capacity (migration 0010) with the same body in PL/pgSQL: a SQL-language function that is not inlined
-- is planned afresh in every statement that calls it (about 0.4 ms on PostgreSQL 15, more than the rest of an
-- availability read), while PL/pgSQL keeps its plans for the connection's life. Same arguments, same answers;
-- the capacity trigger, the check before a hold and availability all call it by name.
CREATE OR REPLACE FUNCTION window_capacity(provider uuid, day date, slot text) RETURNS integer
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
BEGIN
  RETURN (
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
  );
END
$$;
