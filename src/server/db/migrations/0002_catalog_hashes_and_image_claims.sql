ALTER TABLE "color_palettes" ADD COLUMN "content_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "styles" ADD COLUMN "image_recipe_hash" text;--> statement-breakpoint
ALTER TABLE "styles" ADD COLUMN "image_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "techniques" ADD COLUMN "content_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "content_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "styles" ADD CONSTRAINT "styles_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;