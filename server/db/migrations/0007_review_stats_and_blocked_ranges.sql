-- Custom SQL migration file, put your code below! --
-- A listing's average rating and review count, kept by the database whatever writes reviews.
-- A review's rating is the mean of its per-parameter scores; the listing's is the mean of those.
CREATE FUNCTION refresh_property_ratings(property_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE properties p
  SET average_rating = s.average, total_reviews = s.reviews
  FROM unnest(property_ids) AS t(id)
  CROSS JOIN LATERAL (
    SELECT round(avg(r.rating), 2) AS average, count(*)::int AS reviews
    FROM (
      SELECT avg(rr.score) AS rating
      FROM reviews rv JOIN review_ratings rr ON rr.review_id = rv.id
      WHERE rv.property_id = t.id
      GROUP BY rv.id
    ) r
  ) s
  WHERE p.id = t.id;
$$;
--> statement-breakpoint
CREATE FUNCTION review_ratings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_property_ratings(ARRAY(
    SELECT DISTINCT rv.property_id FROM reviews rv WHERE rv.id IN (SELECT review_id FROM changed_rows)
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION reviews_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_property_ratings(ARRAY(SELECT DISTINCT property_id FROM changed_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_ratings_inserted AFTER INSERT ON review_ratings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION review_ratings_changed();
--> statement-breakpoint
CREATE TRIGGER review_ratings_updated AFTER UPDATE ON review_ratings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION review_ratings_changed();
--> statement-breakpoint
CREATE TRIGGER review_ratings_deleted AFTER DELETE ON review_ratings
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION review_ratings_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_deleted AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_removed();
--> statement-breakpoint
-- Listings with reviews from before this migration.
SELECT refresh_property_ratings(ARRAY(SELECT DISTINCT property_id FROM reviews));
--> statement-breakpoint
-- Availability searches ask "does a blocked range overlap these nights?" per listing.
CREATE INDEX blocked_dates_range_idx ON blocked_dates
  USING gist (property_id, daterange(start_date, end_date, '[)'));
