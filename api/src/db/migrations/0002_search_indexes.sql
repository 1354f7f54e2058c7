-- Indexes drizzle-kit cannot express: trigram search on place names, full-text
-- search per language, "nearby" by great-circle distance, feature filters.
CREATE INDEX IF NOT EXISTS regions_search_trgm_idx ON regions USING gin (search gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS cities_search_trgm_idx ON cities USING gin (search gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS districts_search_trgm_idx ON districts USING gin (search gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_translations_search_idx ON listing_translations USING gin (search);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_act_earth_idx ON listings USING gist (ll_to_earth(lat, lng)) WHERE status = 'active' AND lat IS NOT NULL AND lng IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_act_features_idx ON listings USING gin (features) WHERE status = 'active';
