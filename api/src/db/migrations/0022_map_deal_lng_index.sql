-- Map search with a deal type (issue 28, docs/PERFORMANCE.md "Issue 28: map search"): the viewport as longitude and
-- latitude ranges, read index-only from a longitude band of the deal type. The GiST point index (0021) costs about
-- 0.3 µs per listing in the box whatever the other filters; a city viewport of Antalya holds 156,000 listings at 1M
-- (52 ms to walk), while this band with the filters in the leaf takes 17 ms. The planner estimates ranges from
-- statistics but `<@` at a constant 0.1 %, so the SQL picks the form (search.ts geoClauses).
CREATE INDEX IF NOT EXISTS listings_act_deal_lng_idx ON listings (deal_type, lng)
  INCLUDE (lat, property_type_id, region_id, city_id, district_id, rooms, price_try, area, id) WHERE status = 'active';
