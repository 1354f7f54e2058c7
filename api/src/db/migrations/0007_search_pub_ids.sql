DROP INDEX "listings_act_deal_region_pub_idx";--> statement-breakpoint
DROP INDEX "listings_act_deal_city_pub_idx";--> statement-breakpoint
CREATE INDEX "listings_act_deal_region_pub_idx" ON "listings" USING btree ("deal_type","region_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_act_deal_city_pub_idx" ON "listings" USING btree ("deal_type","city_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active';