ALTER TABLE "course_reviews" ADD COLUMN "testimonial_rank" smallint;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "testimonial_picked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD COLUMN "testimonial_picked_by" integer;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_testimonial_picked_by_users_id_fk" FOREIGN KEY ("testimonial_picked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_reviews_testimonial_rank_key" ON "course_reviews" USING btree ("course_id","testimonial_rank") WHERE "course_reviews"."testimonial_rank" is not null;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_testimonial_rank_range" CHECK ("course_reviews"."testimonial_rank" is null or "course_reviews"."testimonial_rank" between 1 and 6);