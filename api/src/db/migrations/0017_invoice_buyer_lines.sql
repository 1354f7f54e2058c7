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
  WHERE i."display_currency" <> 'TRY' AND i."display_total" IS NOT NULL;--> statement-breakpoint
-- Keyword search finds features by their names (api/src/db/feature-names.ts): every translation carries the names of
-- its listing's features in tr, en and ru, and its search vector includes them (weight C).
CREATE TABLE "listing_feature_names" (
	"code" text PRIMARY KEY NOT NULL,
	"names" text NOT NULL
);--> statement-breakpoint
INSERT INTO "listing_feature_names" ("code", "names") VALUES
  ('pool', 'Havuz Swimming pool Бассейн'),
  ('sea_view', 'Deniz manzarası Deniz manzarasi Sea view Вид на море'),
  ('parking', 'Otopark Parking Парковка'),
  ('elevator', 'Asansör Asansor Elevator Лифт'),
  ('furnished', 'Eşyalı Esyali Furnished С мебелью'),
  ('security', 'Güvenlik Guvenlik 24/7 security Охрана'),
  ('gym', 'Spor salonu Gym Тренажёрный зал Тренажерный зал'),
  ('sauna', 'Sauna Сауна'),
  ('garden', 'Bahçe Bahce Garden Сад'),
  ('balcony', 'Balkon Balcony Балкон'),
  ('air_conditioning', 'Klima Air conditioning Кондиционер'),
  ('playground', 'Çocuk parkı Cocuk parki Playground Детская площадка'),
  ('generator', 'Jeneratör Jenerator Generator Генератор'),
  ('citizenship', 'Vatandaşlığa uygun Vatandasliga uygun Eligible for citizenship Подходит для гражданства');--> statement-breakpoint
CREATE FUNCTION listing_features_text(features text[]) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(n.names, ' ' ORDER BY n.code), '') FROM listing_feature_names n WHERE n.code = ANY(features)
$$;--> statement-breakpoint
ALTER TABLE "listing_translations" ADD COLUMN "features_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "listing_translations" t SET "features_text" = listing_features_text(l."features")
  FROM "listings" l WHERE l."id" = t."listing_id" AND cardinality(l."features") > 0;--> statement-breakpoint
CREATE FUNCTION listing_translation_features() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.features_text := coalesce(listing_features_text((SELECT l.features FROM listings l WHERE l.id = NEW.listing_id)), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER listing_translations_features BEFORE INSERT ON listing_translations
  FOR EACH ROW EXECUTE FUNCTION listing_translation_features();--> statement-breakpoint
CREATE FUNCTION listing_features_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listing_translations SET features_text = listing_features_text(NEW.features) WHERE listing_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_features_changed AFTER UPDATE OF features ON listings
  FOR EACH ROW WHEN (OLD.features IS DISTINCT FROM NEW.features) EXECUTE FUNCTION listing_features_changed();--> statement-breakpoint
ALTER TABLE "listing_translations" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "listing_translations" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE lang WHEN 'tr' THEN 'turkish'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'english'::regconfig END, title), 'A') || setweight(to_tsvector(CASE lang WHEN 'tr' THEN 'turkish'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'english'::regconfig END, description), 'B') || setweight(to_tsvector(CASE lang WHEN 'tr' THEN 'turkish'::regconfig WHEN 'ru' THEN 'russian'::regconfig ELSE 'english'::regconfig END, features_text), 'C')) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listing_translations_search_idx ON listing_translations USING gin (search);
