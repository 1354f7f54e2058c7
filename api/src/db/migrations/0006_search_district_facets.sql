-- Neighbourhood filters (`districts=`) come with a city: count them index-only from a district-led
-- range instead of filtering every listing of the city (docs/PERFORMANCE.md "Search").
CREATE INDEX IF NOT EXISTS listings_act_district_facets_idx ON listings (district_id, deal_type, property_type_id, rooms)
  INCLUDE (published_at, id, price_try, area, region_id, city_id) WHERE status = 'active';
