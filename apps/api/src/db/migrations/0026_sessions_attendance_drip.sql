CREATE TYPE "public"."attendance_source" AS ENUM('join', 'manual', 'import', 'recording');--> statement-breakpoint
CREATE TYPE "public"."attendance_status" AS ENUM('present', 'late', 'absent', 'excused');--> statement-breakpoint
CREATE TABLE "session_attendance" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "attendance_status" NOT NULL,
	"first_joined_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"source" "attendance_source" NOT NULL,
	"marked_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_attendance_session_id_user_id_pk" PRIMARY KEY("session_id","user_id"),
	CONSTRAINT "session_attendance_left_after_join" CHECK ("session_attendance"."left_at" is null or "session_attendance"."first_joined_at" is null or "session_attendance"."left_at" >= "session_attendance"."first_joined_at")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "recording_makeup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "release_after_days" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "release_after_days" integer;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_session_id_cohort_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."cohort_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_attendance_user_idx" ON "session_attendance" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_release_days_range" CHECK ("items"."release_after_days" is null or "items"."release_after_days" between 0 and 3650);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_release_one_rule" CHECK ("items"."release_after_days" is null or "items"."release_at" is null);--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_release_days_range" CHECK ("materials"."release_after_days" is null or "materials"."release_after_days" between 0 and 3650);--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_release_one_rule" CHECK ("materials"."release_after_days" is null or "materials"."release_at" is null);