ALTER TABLE "properties" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "is_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Keep only each owner's newest draft before one per owner becomes a rule.
DELETE FROM "property_drafts" d USING "property_drafts" newer
  WHERE newer."owner_id" = d."owner_id"
    AND (newer."updated_at", newer."id") > (d."updated_at", d."id");--> statement-breakpoint
CREATE UNIQUE INDEX "property_drafts_one_per_owner" ON "property_drafts" USING btree ("owner_id");