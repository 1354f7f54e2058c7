-- Days on market (issue 29, services/market-facts.ts): the earlier listings of the same home (neighbourhood, property
-- type, area) in any status, a deleted or expired one included.
CREATE INDEX "listings_home_idx" ON "listings" USING btree ("district_id","property_type_id","area");
