CREATE TABLE "wishlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_name_ok" CHECK (char_length("wishlists"."name") between 1 and 50 and "wishlists"."name" = btrim("wishlists"."name"))
);
--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_user_name_unique" ON "wishlists" USING btree ("user_id",lower("name"));--> statement-breakpoint
-- Decision 115: the entries saved so far are kept, each traveller's in one default list named in
-- their language, dated by its first and last entry. (drizzle-kit's order is changed for this.)
INSERT INTO "wishlists" ("user_id", "name", "created_at", "updated_at")
SELECT e."user_id",
	CASE WHEN u."language" = 'hi' THEN 'मेरी विशलिस्ट' ELSE 'My wishlist' END,
	min(e."created_at"), max(e."created_at")
FROM "wishlist_entries" e JOIN "users" u ON u."id" = e."user_id"
GROUP BY e."user_id", u."language";--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD COLUMN "wishlist_id" uuid;--> statement-breakpoint
UPDATE "wishlist_entries" e SET "wishlist_id" = w."id" FROM "wishlists" w WHERE w."user_id" = e."user_id";--> statement-breakpoint
ALTER TABLE "wishlist_entries" ALTER COLUMN "wishlist_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_entries" DROP CONSTRAINT "wishlist_entries_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "wishlist_entries" DROP CONSTRAINT "wishlist_entries_user_id_property_id_pk";--> statement-breakpoint
ALTER TABLE "wishlist_entries" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_wishlist_id_property_id_pk" PRIMARY KEY("wishlist_id","property_id");--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_entries_property_idx" ON "wishlist_entries" USING btree ("property_id");
