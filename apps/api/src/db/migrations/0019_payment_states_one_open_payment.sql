ALTER TABLE "orders" ADD COLUMN "tax_percent" integer DEFAULT 11 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
-- Decision 251: at most one payment waits per order. Earlier attempts that still wait beside a newer one are cancelled first (the newest stays).
UPDATE "payments" SET "status" = 'cancelled' WHERE "status" = 'pending' AND EXISTS (SELECT 1 FROM "payments" "newer" WHERE "newer"."order_id" = "payments"."order_id" AND "newer"."status" = 'pending' AND ("newer"."created_at", "newer"."id") > ("payments"."created_at", "payments"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id") WHERE status = 'pending';