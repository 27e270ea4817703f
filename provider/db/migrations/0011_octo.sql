CREATE TABLE "agency_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "agency_api_keys_keyHash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "octo_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" integer NOT NULL,
	"uuid" text NOT NULL,
	"key_id" uuid,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"order_id" uuid,
	"product_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"travel_date" date NOT NULL,
	"start_time" text,
	"unit_items" jsonb NOT NULL,
	"retail" integer NOT NULL,
	"net" integer NOT NULL,
	"reseller_reference" text,
	"notes" text,
	"contact" jsonb NOT NULL,
	"email_receipt" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	CONSTRAINT "octo_bookings_agency_uuid" UNIQUE("agency_id","uuid"),
	CONSTRAINT "octo_bookings_state" CHECK ("octo_bookings"."state" in ('ON_HOLD', 'CONFIRMED', 'CANCELLED')),
	CONSTRAINT "octo_bookings_prices" CHECK ("octo_bookings"."net" >= 0 and "octo_bookings"."net" <= "octo_bookings"."retail")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_api_keys" ADD CONSTRAINT "agency_api_keys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_api_keys" ADD CONSTRAINT "agency_api_keys_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_key_id_agency_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."agency_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_api_keys_agency" ON "agency_api_keys" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "octo_bookings_reseller_reference" ON "octo_bookings" USING btree ("agency_id","reseller_reference");--> statement-breakpoint
CREATE INDEX "octo_bookings_date" ON "octo_bookings" USING btree ("agency_id","travel_date");--> statement-breakpoint
CREATE INDEX "octo_bookings_order" ON "octo_bookings" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel" CHECK ("orders"."channel" in ('shop', 'octo'));