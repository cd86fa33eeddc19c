CREATE TABLE "upload_intents" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_intents_created_idx" ON "upload_intents" USING btree ("created_at");