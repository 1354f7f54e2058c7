ALTER TABLE "users" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_office" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_number" text;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "net_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "vat_percent" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "vat_amount" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "display_rate_date" date;--> statement-breakpoint
-- Invoices made before per-line VAT had one line each, its price VAT included: the line takes the invoice's split.
UPDATE "invoice_items" it SET "net_amount" = i."subtotal", "vat_percent" = i."vat_percent", "vat_amount" = i."vat_amount",
  "unit_price" = round(i."subtotal" / GREATEST(it."quantity", 1), 2)
  FROM "invoices" i WHERE i."id" = it."invoice_id" AND (SELECT count(*) FROM "invoice_items" x WHERE x."invoice_id" = i."id") = 1;--> statement-breakpoint
-- Their information total was converted at the newest rate stored when they were made.
UPDATE "invoices" i SET "display_rate_date" = (SELECT max(r."rate_date") FROM "currency_rates" r
  WHERE r."code" = i."display_currency" AND r."rate_date" <= (i."created_at" AT TIME ZONE 'Europe/Istanbul')::date)
  WHERE i."display_currency" <> 'TRY' AND i."display_total" IS NOT NULL;
