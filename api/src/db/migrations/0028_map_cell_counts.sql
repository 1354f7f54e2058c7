-- The map's pre-counted cells (issue 28, docs/PERFORMANCE.md "Issue 28: pre-counted map cells"): the active listings
-- with coordinates counted per cell of the map grid at zoom 14 (about 570 × 450 m over Turkey) and at zoom 10 (16 × 16 of
-- those, for a region's or the country's viewport) and per filter key (the
-- deal type alone, with the property type, and with the property type and the room count), with what a cluster shows
-- (count, centroid sums, box, price range in TRY, lowest id). A map request reads the cells wholly inside its viewport
-- (and drawn area) from here and only the listings of the cells on their edges row by row (catalog/map-cell-counts.ts).
-- Kept by statement triggers on listings, so every writer (forms, import, moderation, the rates job, the seed) keeps it.

-- The grid's column and row of a point at a zoom: map-grid.ts (cells of 60 screen pixels of 256-pixel Web-Mercator
-- tiles). IMMUTABLE SQL functions, inlined by the planner, so an index on map_cell_y(lat, 14) serves a query that says it.
CREATE OR REPLACE FUNCTION map_cell_x(lng float8, zoom int) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor((lng + 180) * ((2::float8 ^ zoom) * 256 / 60 / 360))::int $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION map_cell_y(lat float8, zoom int) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT floor((0.5 - ln(tan(pi() / 4 + lat * pi() / 360)) / (2 * pi())) * ((2::float8 ^ zoom) * 256 / 60))::int $$;--> statement-breakpoint

-- The listings of a row of cells, by longitude: the edge cells of a viewport or a drawn area, and a cell to recount.
CREATE INDEX IF NOT EXISTS listings_act_deal_cell_row_lng_idx ON listings (deal_type, map_cell_y(lat, 14), lng)
  INCLUDE (lat, property_type_id, rooms, price_try, id) WHERE status = 'active' AND lng IS NOT NULL;--> statement-breakpoint

-- grain 0: the deal type (property_type_id 0, rooms ''); 1: and the property type (rooms ''); 2: and the room count
-- ('' for a listing without one, which no filter asks for).
CREATE TABLE IF NOT EXISTS listing_map_cells (
  deal_type deal_type NOT NULL,
  grain smallint NOT NULL,
  property_type_id integer NOT NULL,
  rooms text NOT NULL,
  -- 14, or 10: a zoom-10 cell is the 16 × 16 zoom-14 cells cy >> 4, cx >> 4 (the grid halves exactly from zoom to zoom).
  level smallint NOT NULL,
  cy integer NOT NULL,
  cx integer NOT NULL,
  n integer NOT NULL,
  sum_lng float8 NOT NULL,
  sum_lat float8 NOT NULL,
  min_lng float8 NOT NULL,
  min_lat float8 NOT NULL,
  max_lng float8 NOT NULL,
  max_lat float8 NOT NULL,
  min_price bigint NOT NULL,
  max_price bigint NOT NULL,
  min_id integer NOT NULL,
  -- Covering: a viewport's cells are read index-only (the rows lie in the heap in no useful order; reading them there
  -- took 34 ms for the 1,200 cells of a city viewport at 1M, 7 ms from the index).
  PRIMARY KEY (deal_type, grain, property_type_id, rooms, level, cy, cx)
    INCLUDE (n, sum_lng, sum_lat, min_lng, min_lat, max_lng, max_lat, min_price, max_price, min_id)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_map_cells_cell_idx ON listing_map_cells (deal_type, level, cy, cx);--> statement-breakpoint

-- The statement that counts the listings of `source` (a table, a transition table or a subquery with the listings'
-- columns used here) into their cells at the `levels` given, in the three grains. A text run with EXECUTE by the
-- function that can see the source: a trigger's transition tables are visible to its own function only.
CREATE OR REPLACE FUNCTION listing_map_cells_add_sql(source text, levels text DEFAULT '14, 10') RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    $sql$INSERT INTO listing_map_cells AS m
      SELECT l.deal_type, g.grain,
             CASE WHEN g.grain >= 1 THEN l.property_type_id ELSE 0 END,
             CASE WHEN g.grain = 2 THEN coalesce(l.rooms, '') ELSE '' END, lv.level,
             map_cell_y(l.lat, 14) >> (14 - lv.level), map_cell_x(l.lng, 14) >> (14 - lv.level),
             count(*)::int, sum(l.lng), sum(l.lat), min(l.lng), min(l.lat), max(l.lng), max(l.lat),
             min(l.price_try), max(l.price_try), min(l.id)
      FROM %s l CROSS JOIN (VALUES (0::smallint), (1::smallint), (2::smallint)) g(grain)
      CROSS JOIN unnest('{%s}'::smallint[]) lv(level)
      WHERE l.status = 'active' AND l.lng IS NOT NULL AND l.lat IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT (deal_type, grain, property_type_id, rooms, level, cy, cx) DO UPDATE SET
        n = m.n + excluded.n, sum_lng = m.sum_lng + excluded.sum_lng, sum_lat = m.sum_lat + excluded.sum_lat,
        min_lng = least(m.min_lng, excluded.min_lng), min_lat = least(m.min_lat, excluded.min_lat),
        max_lng = greatest(m.max_lng, excluded.max_lng), max_lat = greatest(m.max_lat, excluded.max_lat),
        min_price = least(m.min_price, excluded.min_price), max_price = greatest(m.max_price, excluded.max_price),
        min_id = least(m.min_id, excluded.min_id)$sql$,
    source, levels)
$$;--> statement-breakpoint

-- Counts every cell again from the listings (a bulk change: the day's exchange rates reprice every foreign-currency
-- listing).
CREATE OR REPLACE FUNCTION listing_map_cells_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_map_cells;
  EXECUTE listing_map_cells_add_sql('listings');
END $$;--> statement-breakpoint

-- Counts some zoom-14 cells again: a listing that left a cell (deleted, hidden, moved, repriced) may have been its lowest
-- price, its box or its lowest id, which a decrement cannot undo. Each cell's listings are one range of the row index
-- above; their zoom-10 cells are then summed again from their 256 zoom-14 cells.
CREATE OR REPLACE FUNCTION listing_map_cells_recount(deals deal_type[], cys int[], cxs int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- realty.map_cells_rebuild_at: a session may lower the threshold (the tests do).
  IF cardinality(deals) > coalesce(nullif(current_setting('realty.map_cells_rebuild_at', true), '')::int, 20000) THEN
    PERFORM listing_map_cells_rebuild();
    RETURN;
  END IF;
  DELETE FROM listing_map_cells m USING unnest(deals, cys, cxs) c(deal_type, cy, cx)
    WHERE m.deal_type = c.deal_type AND m.level = 14 AND m.cy = c.cy AND m.cx = c.cx;
  EXECUTE listing_map_cells_add_sql($src$(
    SELECT l.status, l.deal_type, l.property_type_id, l.rooms, l.lat, l.lng, l.price_try, l.id
    FROM unnest($1::deal_type[], $2::int[], $3::int[]) c(deal_type, cy, cx)
    JOIN listings l ON l.status = 'active' AND l.lng IS NOT NULL AND l.deal_type = c.deal_type
      AND map_cell_y(l.lat, 14) = c.cy
      AND l.lng BETWEEN c.cx / ((2::float8 ^ 14) * 256 / 60 / 360) - 180 - 1e-7
                    AND (c.cx + 1) / ((2::float8 ^ 14) * 256 / 60 / 360) - 180 + 1e-7
      AND map_cell_x(l.lng, 14) = c.cx)$src$, '14') USING deals, cys, cxs;
  DELETE FROM listing_map_cells m USING (SELECT DISTINCT deal_type, cy >> 4 AS cy, cx >> 4 AS cx FROM unnest(deals, cys, cxs) c(deal_type, cy, cx)) p
    WHERE m.deal_type = p.deal_type AND m.level = 10 AND m.cy = p.cy AND m.cx = p.cx;
  INSERT INTO listing_map_cells
    SELECT m.deal_type, m.grain, m.property_type_id, m.rooms, 10, m.cy >> 4, m.cx >> 4, sum(m.n)::int, sum(m.sum_lng), sum(m.sum_lat),
           min(m.min_lng), min(m.min_lat), max(m.max_lng), max(m.max_lat), min(m.min_price), max(m.max_price), min(m.min_id)
    FROM (SELECT DISTINCT deal_type, cy >> 4 AS cy, cx >> 4 AS cx FROM unnest(deals, cys, cxs) c(deal_type, cy, cx)) p
    JOIN listing_map_cells m ON m.deal_type = p.deal_type AND m.level = 14
      AND m.cy BETWEEN p.cy * 16 AND p.cy * 16 + 15 AND m.cx BETWEEN p.cx * 16 AND p.cx * 16 + 15
    GROUP BY m.deal_type, m.grain, m.property_type_id, m.rooms, m.cy >> 4, m.cx >> 4;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION listing_map_cells_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE listing_map_cells_add_sql('listing_map_cells_new_rows');
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
    -- Only the listings whose map values changed (an edit of the description leaves the cells as they are): the old
    -- and the new versions that the other side does not have. Set operations, hashed or sorted: the transition tables
    -- have no index, and a join of them on the id was planned as a nested loop (6 minutes for the rates job at 1M).
    SELECT array_agg(c.deal_type), array_agg(c.cy), array_agg(c.cx) INTO deals, cys, cxs FROM (
      SELECT DISTINCT v.deal_type, map_cell_y(v.lat, 14) AS cy, map_cell_x(v.lng, 14) AS cx FROM (
        (SELECT id, status, deal_type, property_type_id, rooms, lng, lat, price_try FROM listing_map_cells_old_rows
         EXCEPT SELECT id, status, deal_type, property_type_id, rooms, lng, lat, price_try FROM listing_map_cells_new_rows)
        UNION ALL
        (SELECT id, status, deal_type, property_type_id, rooms, lng, lat, price_try FROM listing_map_cells_new_rows
         EXCEPT SELECT id, status, deal_type, property_type_id, rooms, lng, lat, price_try FROM listing_map_cells_old_rows)
      ) v WHERE v.status = 'active' AND v.lng IS NOT NULL AND v.lat IS NOT NULL) c;
  END IF;
  IF deals IS NOT NULL THEN PERFORM listing_map_cells_recount(deals, cys, cxs); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION listing_map_cells_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_map_cells;
  RETURN NULL;
END $$;--> statement-breakpoint

DROP TRIGGER IF EXISTS listings_map_cells_insert ON listings;--> statement-breakpoint
CREATE TRIGGER listings_map_cells_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS listing_map_cells_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_inserted();--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_map_cells_update ON listings;--> statement-breakpoint
CREATE TRIGGER listings_map_cells_update AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS listing_map_cells_old_rows NEW TABLE AS listing_map_cells_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_map_cells_delete ON listings;--> statement-breakpoint
CREATE TRIGGER listings_map_cells_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS listing_map_cells_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS listings_map_cells_truncate ON listings;--> statement-breakpoint
CREATE TRIGGER listings_map_cells_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listing_map_cells_truncated();--> statement-breakpoint

SELECT listing_map_cells_rebuild();
