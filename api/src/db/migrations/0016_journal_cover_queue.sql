ALTER TABLE "photo_uploads" DROP CONSTRAINT "photo_uploads_target_chk";--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD COLUMN "cover" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_target_chk" CHECK (CASE WHEN "photo_uploads"."cover" THEN "photo_uploads"."draft_id" IS NULL AND "photo_uploads"."listing_id" IS NULL ELSE ("photo_uploads"."draft_id" IS NULL) <> ("photo_uploads"."listing_id" IS NULL) END);