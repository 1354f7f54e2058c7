DROP INDEX "listings_act_deal_price_idx";--> statement-breakpoint
DROP INDEX "listings_act_deal_region_price_idx";--> statement-breakpoint
DROP INDEX "listings_act_deal_city_price_idx";--> statement-breakpoint
CREATE INDEX "listings_act_deal_price_idx" ON "listings" USING btree ("deal_type","price_try","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_act_deal_region_price_idx" ON "listings" USING btree ("deal_type","region_id","price_try","id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_act_deal_city_price_idx" ON "listings" USING btree ("deal_type","city_id","price_try","id") WHERE status = 'active';