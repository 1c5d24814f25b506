-- Custom SQL migration file, put your code below! --
-- Two active bookings of one property can never share a night. Ranges are half-open,
-- so one guest's check-out day is free for the next guest's check-in.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("property_id" WITH =, daterange("check_in", "check_out", '[)') WITH &&)
  WHERE ("status" IN ('pending', 'confirmed'));
