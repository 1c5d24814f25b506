CREATE TABLE "host_tax_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"gstin" text NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"state" text NOT NULL,
	"gstin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "host_tax_registrations" ADD CONSTRAINT "host_tax_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "host_tax_registrations_user_state_key" ON "host_tax_registrations" USING btree ("user_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_registrations_state_key" ON "tax_registrations" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_registrations_gstin_key" ON "tax_registrations" USING btree ("gstin");