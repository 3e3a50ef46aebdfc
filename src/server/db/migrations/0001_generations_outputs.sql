ALTER TABLE "generations" ADD COLUMN "svg_image_id" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "print_image_id" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "mirror" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_svg_image_id_images_id_fk" FOREIGN KEY ("svg_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_print_image_id_images_id_fk" FOREIGN KEY ("print_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;