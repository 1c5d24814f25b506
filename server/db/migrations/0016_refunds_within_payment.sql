-- Money sent back never exceeds the money taken (decision 69): the refunds recorded against a
-- payment add up to at most its amount, and each is for its payment's booking. The payments check
-- constraint guards the running total the app keeps; this guards the refund rows themselves, however
-- they are written. The payment's row is locked first, so refunds recorded at once are summed in turn
-- (each sum is a new statement, which in read committed sees what committed before the lock was had).
CREATE FUNCTION refunds_within_payment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid_paise bigint;
  paid_booking uuid;
  refunded_paise bigint;
BEGIN
  SELECT amount_paise, booking_id INTO paid_paise, paid_booking
    FROM payments WHERE id = NEW.payment_id FOR UPDATE;
  IF paid_booking IS DISTINCT FROM NEW.booking_id THEN
    RAISE EXCEPTION 'refund for booking % names a payment of booking %', NEW.booking_id, paid_booking
      USING ERRCODE = 'check_violation', CONSTRAINT = 'refunds_within_payment';
  END IF;
  SELECT coalesce(sum(amount_paise), 0) INTO refunded_paise FROM refunds WHERE payment_id = NEW.payment_id;
  IF refunded_paise > paid_paise THEN
    RAISE EXCEPTION 'refunds of payment % would total % paise, more than the % paid', NEW.payment_id,
      refunded_paise, paid_paise
      USING ERRCODE = 'check_violation', CONSTRAINT = 'refunds_within_payment';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refunds_within_payment AFTER INSERT OR UPDATE OF amount_paise, payment_id, booking_id
  ON refunds FOR EACH ROW EXECUTE FUNCTION refunds_within_payment();
