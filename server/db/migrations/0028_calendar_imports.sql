CREATE TYPE "public"."block_kind" AS ENUM('host', 'imported');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'calendar_clash';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'calendar_stale';--> statement-breakpoint
CREATE TABLE "calendar_import_clashes" (
	"import_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_import_clashes_import_id_booking_id_pk" PRIMARY KEY("import_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"feed_nights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_good_sync_at" timestamp with time zone,
	"last_error" text,
	"stale_warned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocked_dates" ADD COLUMN "kind" "block_kind" DEFAULT 'host' NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_dates" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "calendar_import_clashes" ADD CONSTRAINT "calendar_import_clashes_import_id_calendar_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."calendar_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_import_clashes" ADD CONSTRAINT "calendar_import_clashes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD CONSTRAINT "calendar_imports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_imports_property_idx" ON "calendar_imports" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "calendar_imports_due_idx" ON "calendar_imports" USING btree ("last_synced_at");--> statement-breakpoint
ALTER TABLE "blocked_dates" ADD CONSTRAINT "blocked_dates_import_id_calendar_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."calendar_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_dates_import_idx" ON "blocked_dates" USING btree ("import_id");--> statement-breakpoint
ALTER TABLE "blocked_dates" ADD CONSTRAINT "blocked_dates_import_ok" CHECK (("blocked_dates"."kind" = 'imported') = ("blocked_dates"."import_id" is not null));--> statement-breakpoint
-- The calendar-import job's queue (decision 107): a process may only send to a queue that exists.
SELECT pgboss.create_queue('calendar-imports.sync', '{"policy":"standard","retryLimit":3,"retryDelay":10,"retryBackoff":true,"expireInSeconds":300}');
