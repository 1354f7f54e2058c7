-- Building facts the owner or agency states (issue 29): energy class (mortgage loan-to-value), building permit date
-- (the seismic code), occupancy permit (iskan), seismic report with its date, urban transformation, and the EİDS
-- property number (taşınmaz numarası). All nullable: listings written before keep working.
ALTER TABLE "listings" ADD COLUMN "energy_class" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "building_permit_date" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "occupancy_permit" boolean;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seismic_report" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seismic_report_date" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "urban_transformation" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "property_number" text;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_energy_class_check" CHECK (energy_class IN ('A', 'B', 'C', 'D', 'E', 'F', 'G'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seismic_report_check" CHECK (seismic_report IN ('none', 'yes') AND (seismic_report = 'yes' OR seismic_report_date IS NULL));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_urban_transformation_check" CHECK (urban_transformation IN ('none', 'planned', 'in_progress', 'done'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_property_number_check" CHECK (property_number ~ '^[0-9]{4,20}$');