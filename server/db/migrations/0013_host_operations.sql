ALTER TYPE "public"."booking_status" ADD VALUE 'declined';--> statement-breakpoint
CREATE TABLE "nightly_prices" (
	"property_id" uuid NOT NULL,
	"night" date NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nightly_prices_property_id_night_pk" PRIMARY KEY("property_id","night"),
	CONSTRAINT "nightly_prices_price_ok" CHECK ("nightly_prices"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decline_message" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD CONSTRAINT "nightly_prices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_request_idx" ON "bookings" USING btree ("created_at") WHERE status = 'pending' and payment_method = 'contact';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_calendar_token_unique" UNIQUE("calendar_token");--> statement-breakpoint
-- Every claim on a listing's nights in one table: a pending or confirmed booking, or a host's block.
-- Its exclusion constraint keeps a booking off a blocked night and a block off a booked one however
-- many requests race (decision 57); the triggers below keep it in step with bookings and blocked_dates.
CREATE TABLE "night_claims" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "property_id" uuid NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
  "nights" daterange NOT NULL,
  "booking_id" uuid UNIQUE REFERENCES "bookings"("id") ON DELETE CASCADE,
  "blocked_date_id" uuid UNIQUE REFERENCES "blocked_dates"("id") ON DELETE CASCADE,
  CONSTRAINT "night_claims_one_source" CHECK (num_nonnulls("booking_id", "blocked_date_id") = 1),
  CONSTRAINT "night_claims_no_overlap" EXCLUDE USING gist ("property_id" WITH =, "nights" WITH &&)
);
--> statement-breakpoint
CREATE FUNCTION booking_claims_nights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (OLD.status IN ('pending', 'confirmed')) = (NEW.status IN ('pending', 'confirmed'))
     AND (OLD.property_id, OLD.check_in, OLD.check_out) = (NEW.property_id, NEW.check_in, NEW.check_out) THEN
    RETURN NULL;
  END IF;
  DELETE FROM night_claims WHERE booking_id = NEW.id;
  IF NEW.status IN ('pending', 'confirmed') THEN
    INSERT INTO night_claims (property_id, nights, booking_id)
    VALUES (NEW.property_id, daterange(NEW.check_in, NEW.check_out, '[)'), NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_claim_nights AFTER INSERT OR UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION booking_claims_nights();
--> statement-breakpoint
CREATE FUNCTION block_claims_nights() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM night_claims WHERE blocked_date_id = NEW.id;
  INSERT INTO night_claims (property_id, nights, blocked_date_id)
  VALUES (NEW.property_id, daterange(NEW.start_date, NEW.end_date, '[)'), NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted block's claim goes with it (the foreign key cascades).
CREATE TRIGGER blocked_dates_claim_nights AFTER INSERT OR UPDATE OF property_id, start_date, end_date
  ON blocked_dates FOR EACH ROW EXECUTE FUNCTION block_claims_nights();
--> statement-breakpoint
-- Claims of what is already there: bookings first (they cannot overlap each other), then blocks;
-- a block that overlapped a booking or an earlier block could never be honoured and is dropped.
INSERT INTO night_claims (property_id, nights, booking_id)
  SELECT property_id, daterange(check_in, check_out, '[)'), id FROM bookings
  WHERE status IN ('pending', 'confirmed');
--> statement-breakpoint
INSERT INTO night_claims (property_id, nights, blocked_date_id)
  SELECT property_id, daterange(start_date, end_date, '[)'), id FROM blocked_dates ORDER BY created_at, id
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM blocked_dates x WHERE NOT EXISTS (SELECT 1 FROM night_claims c WHERE c.blocked_date_id = x.id);
