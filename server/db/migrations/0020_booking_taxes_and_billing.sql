ALTER TABLE "refunds" DROP CONSTRAINT "refunds_amount_ok";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "taxes" jsonb DEFAULT '{"lines":[],"totalPaise":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "billing" jsonb;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "taxes_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_ok" CHECK ("refunds"."amount_paise" > 0 and "refunds"."taxes_paise" between 0 and "refunds"."amount_paise");