CREATE TYPE "public"."payout_status" AS ENUM('awaiting_account', 'on_hold', 'released', 'settled', 'reversed', 'partially_reversed', 'failed');--> statement-breakpoint
CREATE TABLE "payout_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"payout_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint,
	"detail" text,
	"provider_event_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"gross_paise" bigint NOT NULL,
	"gst_passed_paise" bigint NOT NULL,
	"commission_paise" bigint NOT NULL,
	"commission_gst_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"tcs_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"status" "payout_status" NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "payouts_transfer_id_unique" UNIQUE("transfer_id"),
	CONSTRAINT "payouts_net_ok" CHECK ("payouts"."net_paise" = "payouts"."gross_paise" + "payouts"."gst_passed_paise" - "payouts"."commission_paise" - "payouts"."commission_gst_paise" - "payouts"."tds_paise" - "payouts"."tcs_paise" and "payouts"."net_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payout_events" ADD CONSTRAINT "payout_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_events_payout_idx" ON "payout_events" USING btree ("payout_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_events_provider_event_key" ON "payout_events" USING btree ("provider_event_id") WHERE provider_event_id is not null;--> statement-breakpoint
CREATE INDEX "payouts_host_idx" ON "payouts" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("release_at") WHERE status = 'on_hold';--> statement-breakpoint
-- The release job's queue (decision 92): a process may only send to a queue that exists.
SELECT pgboss.create_queue('payouts.release', '{"policy":"standard","retryLimit":3,"retryDelay":10,"retryBackoff":true,"expireInSeconds":300}');
