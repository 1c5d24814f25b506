-- A second capture of an order already paid is kept as its own payment row (duplicate_of), refunded
-- in full; the order's own payment stays unique (decision 70). Numbered 0017: 0016 is taken on another branch.
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_order_id_unique";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_duplicate_of_payments_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_unique" ON "payments" USING btree ("provider_order_id") WHERE duplicate_of is null;