ALTER TABLE "properties" ADD COLUMN "average_rating" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "total_reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "recommend_score" numeric(4, 3) GENERATED ALWAYS AS (round((coalesce(average_rating, 0) * total_reviews + 12) / (total_reviews + 3), 3)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || ' ' || coalesce(city, '') || ' ' || coalesce(state, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_recommended_idx" ON "properties" USING btree ("recommend_score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "properties_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("base_price","id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "properties_rating_idx" ON "properties" USING btree (coalesce(average_rating, 0) desc nulls last,"total_reviews" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "properties_search_text_trgm" ON "properties" USING gin (search_text gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_destination_idx" ON "properties" USING btree ("destination_id");--> statement-breakpoint
CREATE INDEX "property_amenities_amenity_idx" ON "property_amenities" USING btree ("amenity_id","property_id");