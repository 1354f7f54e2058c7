-- The map's pre-counted cells under concurrent writers (docs/ARCHITECTURE.md "Pre-counted cells"). A recount deletes a
-- cell's rows and counts them again from the listings; a second transaction counting the same cells meanwhile deleted
-- only the rows its statement's snapshot saw, then added its count on top of the first one's fresh rows (listings
-- counted twice), or failed on a zoom-10 cell's key (the writer's save lost with an error); an insert's new row could be
-- counted again the same way. Every trigger that writes the cells now first takes one transaction-level advisory lock
-- (held until commit), so the writers of the cells take turns and each counts from what the one before committed.
-- Only statements that change a map value wait (an edit of a description passes); listing transactions are short, and
-- the lock is the one the daily rates job's recount already amounted to (it holds every cell's rows to its commit).
-- 724311003: the project's advisory lock keys are 724311xxx (001 migrations, 002 the tests' template database).

CREATE OR REPLACE FUNCTION listing_map_cells_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM listing_map_cells_new_rows WHERE status = 'active' AND lng IS NOT NULL AND lat IS NOT NULL) THEN
    PERFORM pg_advisory_xact_lock(724311003);
    EXECUTE listing_map_cells_add_sql('listing_map_cells_new_rows');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION listing_map_cells_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deals deal_type[];
  cys int[];
  cxs int[];
BEGIN
  -- (PL/pgSQL plans a statement when it first runs it: the DELETE branch never names the new rows it has none of.)
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(c.deal_type), array_agg(c.cy), array_agg(c.cx) INTO deals, cys, cxs FROM (
      SELECT DISTINCT o.deal_type, map_cell_y(o.lat, 14) AS cy, map_cell_x(o.lng, 14) AS cx FROM listing_map_cells_old_rows o
      WHERE o.status = 'active' AND o.lng IS NOT NULL AND o.lat IS NOT NULL) c;
  ELSE
    -- Only the listings whose map values changed: the old and the new versions that the other side does not have.
    SELECT array_agg(c.deal_type), array_agg(c.cy), array_agg(c.cx) INTO deals, cys, cxs FROM (
      SELECT DISTINCT v.deal_type, map_cell_y(v.lat, 14) AS cy, map_cell_x(v.lng, 14) AS cx FROM (
        (SELECT id, status, deal_type, property_type_id, rooms, lng, lat, price_try FROM listing_map_cells_old_rows
         EXCEPT SELECT id, status, deal_type, property_type_id, rooms, lng, lat, price_try FROM listing_map_cells_new_rows)
        UNION ALL
        (SELECT id, status, deal_type, property_type_id, rooms, lng, lat, price_try FROM listing_map_cells_new_rows
         EXCEPT SELECT id, status, deal_type, property_type_id, rooms, lng, lat, price_try FROM listing_map_cells_old_rows)
      ) v WHERE v.status = 'active' AND v.lng IS NOT NULL AND v.lat IS NOT NULL) c;
  END IF;
  IF deals IS NOT NULL THEN
    -- Each statement of the recount after the lock reads the cells and listings as committed when it starts (READ
    -- COMMITTED): what the writer before this one counted is there to be deleted and counted again.
    PERFORM pg_advisory_xact_lock(724311003);
    PERFORM listing_map_cells_recount(deals, cys, cxs);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION listing_map_cells_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(724311003);
  DELETE FROM listing_map_cells;
  RETURN NULL;
END $$;
