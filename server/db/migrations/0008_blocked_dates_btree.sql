CREATE INDEX "blocked_dates_property_idx" ON "blocked_dates" USING btree ("property_id","start_date");--> statement-breakpoint
-- The GiST index of migration 0007 is replaced: a probe per listing and stay is faster on the btree.
DROP INDEX IF EXISTS "blocked_dates_range_idx";
