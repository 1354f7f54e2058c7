-- Map search with a property type, and with rooms (issue 28, docs/PERFORMANCE.md "Issue 28: the map's typed bands"):
-- the longitude band of the deal type and the property type (and the room counts asked for: one band per value), read
-- index-only like listings_act_deal_lng_idx (0022). A catalogue URL names the type in its path (sale-apartment/…) and
-- rooms are the filter most often added to it. For central Antalya at 1M the band of every sale listing holds 101,821
-- entries, that of sale apartments 58,771 and that of sale 2+1 apartments about 17,500, and the scan is most of the
-- map's time. `lng IS NOT NULL` keeps them to queries with a longitude range (a viewport or an area): a list without one
-- (a price-sorted page of villas with two room counts) planned the rooms band as its scan and took 21 ms instead of 13.
CREATE INDEX IF NOT EXISTS listings_act_deal_type_lng_idx ON listings (deal_type, property_type_id, lng)
  INCLUDE (lat, region_id, city_id, district_id, rooms, price_try, area, id) WHERE status = 'active' AND lng IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_act_deal_type_rooms_lng_idx ON listings (deal_type, property_type_id, rooms, lng)
  INCLUDE (lat, region_id, city_id, district_id, price_try, area, id) WHERE status = 'active' AND lng IS NOT NULL;
