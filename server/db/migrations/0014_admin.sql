-- Admin (issue 13): the guidelines ladder (user_sanctions and the standing on users), and catalogue
-- rows that listings or reviews use can no longer be deleted out from under them (RESTRICT).
CREATE TYPE "public"."sanction_kind" AS ENUM('warning', 'suspension', 'ban');--> statement-breakpoint
CREATE TABLE "user_sanctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "sanction_kind" NOT NULL,
	"reason" text NOT NULL,
	"days" integer,
	"ends_at" timestamp with time zone,
	"given_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sanctions_days_ok" CHECK (("user_sanctions"."kind" = 'suspension') = ("user_sanctions"."days" is not null and "user_sanctions"."ends_at" is not null)
        and ("user_sanctions"."days" is null or "user_sanctions"."days" between 7 and 30))
);
--> statement-breakpoint
ALTER TABLE "review_ratings" DROP CONSTRAINT "review_ratings_rating_parameter_id_rating_parameters_id_fk";
--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_property_type_id_property_types_id_fk";
--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_destination_id_destinations_id_fk";
--> statement-breakpoint
ALTER TABLE "property_amenities" DROP CONSTRAINT "property_amenities_amenity_id_amenities_id_fk";
--> statement-breakpoint
ALTER TABLE "property_badges" DROP CONSTRAINT "property_badges_badge_id_badges_id_fk";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_sanctions" ADD CONSTRAINT "user_sanctions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sanctions" ADD CONSTRAINT "user_sanctions_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_sanctions_user_idx" ON "user_sanctions" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "review_ratings" ADD CONSTRAINT "review_ratings_rating_parameter_id_rating_parameters_id_fk" FOREIGN KEY ("rating_parameter_id") REFERENCES "public"."rating_parameters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_property_type_id_property_types_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."property_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_amenities" ADD CONSTRAINT "property_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_badges" ADD CONSTRAINT "property_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE restrict ON UPDATE no action;