-- One property, one group (issue 29): the other listings of an EİDS property number, for the listing page.
CREATE INDEX "listings_property_number_idx" ON "listings" USING btree ("property_number") WHERE property_number IS NOT NULL;
