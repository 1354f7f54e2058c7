ALTER TABLE "users" ADD COLUMN "currency" "currency_code";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "lang" "lang";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "currency" "currency_code";