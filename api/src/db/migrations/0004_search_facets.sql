-- Covering index for catalogue counts (docs/PERFORMANCE.md "Search"): every place/type/rooms filter
-- combination is an index range, and price, area, district and owner are in the leaf, so counting
-- matches never touches the table (index-only scan; needs a vacuumed visibility map).
CREATE INDEX IF NOT EXISTS listings_act_facets_idx ON listings (deal_type, region_id, city_id, property_type_id, rooms)
  INCLUDE (price_try, area, district_id, user_id, agency_id) WHERE status = 'active';
