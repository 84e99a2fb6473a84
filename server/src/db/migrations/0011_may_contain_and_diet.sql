ALTER TABLE "menu_items" ADD COLUMN "may_contain" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "diet" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_diet" CHECK ("menu_items"."diet" in ('none', 'vegetarian', 'vegan'));--> statement-breakpoint
-- D99: a set's allergens are derived from its contents; the hand-typed lists that could disagree go.
UPDATE "menu_items" SET "allergens" = '[]'::jsonb WHERE left("id"::text, 1) = '3';
