CREATE TYPE "public"."cancelled_by" AS ENUM('guest', 'host', 'basera');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" "cancelled_by";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "host_response" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "host_responded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_confirmed_checkout_idx" ON "bookings" USING btree ("check_out") WHERE status = 'confirmed';