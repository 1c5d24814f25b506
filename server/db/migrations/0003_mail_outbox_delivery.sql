CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sending', 'sent', 'failed');--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DATA TYPE "public"."mail_status" USING "status"::"public"."mail_status";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."mail_status";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("created_at") WHERE status in ('pending', 'sending');
