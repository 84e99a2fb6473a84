CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent" integer,
	"amount_grosze" integer,
	"minimum_order_grosze" integer,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"fulfilment" text DEFAULT 'both' NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"excluded_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_percent_or_amount" CHECK (("promotions"."percent" is null) <> ("promotions"."amount_grosze" is null)),
	CONSTRAINT "promotions_fulfilment_known" CHECK ("promotions"."fulfilment" in ('delivery', 'pickup', 'both'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_discount_grosze" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promo_terms" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "orders_promo_code" ON "orders" USING btree ("promo_code");--> statement-breakpoint
CREATE INDEX "orders_contact_email" ON "orders" USING btree ("contact_email");--> statement-breakpoint
CREATE INDEX "orders_contact_phone" ON "orders" USING btree ("contact_phone");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_discount_within" CHECK ("orders"."promo_discount_grosze" >= 0 and "orders"."promo_discount_grosze" <= "orders"."discount_grosze");--> statement-breakpoint
UPDATE "orders" SET "contact_email" = lower(trim(coalesce("customer"->>'email', ''))), "contact_phone" = regexp_replace(regexp_replace(coalesce("customer"->>'phoneNumber', ''), '[^0-9]', '', 'g'), '^(0048|48)([0-9]{9})$', '\2');
