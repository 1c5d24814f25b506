ALTER TABLE "payout_events" ADD COLUMN "split" jsonb;--> statement-breakpoint
-- Payouts made before this column: the latest event that set their amounts gets the amounts they have now
-- (true by construction); earlier ones stay without (decision 94).
UPDATE "payout_events" AS e SET "split" = jsonb_build_object(
	'grossPaise', p."gross_paise", 'gstPassedPaise', p."gst_passed_paise",
	'commissionPaise', p."commission_paise", 'commissionGstPaise', p."commission_gst_paise",
	'tdsPaise', p."tds_paise", 'tcsPaise', p."tcs_paise", 'netPaise', p."net_paise")
FROM "payouts" AS p
WHERE p."id" = e."payout_id" AND e."seq" = (
	SELECT max(l."seq") FROM "payout_events" AS l
	WHERE l."payout_id" = e."payout_id" AND l."kind" IN ('created', 'recomputed', 'reversal'));
