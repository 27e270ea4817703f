CREATE TABLE "member_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_accounts_provider" UNIQUE("provider_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "member_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "member_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"phone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"currency_id" smallint DEFAULT 1 NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_email_unique" UNIQUE("email"),
	CONSTRAINT "members_currency" CHECK ("members"."currency_id" in (1, 2, 3)),
	CONSTRAINT "members_language" CHECK (language in ('de', 'en', 'es', 'fr', 'it', 'us'))
);
--> statement-breakpoint
CREATE TABLE "partner_offer_translations" (
	"offer_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"conditions" text NOT NULL,
	CONSTRAINT "partner_offer_translations_offer_id_language_pk" PRIMARY KEY("offer_id","language"),
	CONSTRAINT "partner_offer_translations_language" CHECK (language in ('de', 'en', 'es', 'fr', 'it', 'us'))
);
--> statement-breakpoint
CREATE TABLE "partner_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"partner" text NOT NULL,
	"category" text NOT NULL,
	"percent" smallint,
	"code" text,
	"address" text NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "partner_offers_category" CHECK (category in ('restaurant', 'attraction', 'shop', 'experience')),
	CONSTRAINT "partner_offers_percent" CHECK ("partner_offers"."percent" is null or "partner_offers"."percent" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"member_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_member_id_product_id_pk" PRIMARY KEY("member_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "member_discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD CONSTRAINT "member_accounts_user_id_members_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_user_id_members_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offer_translations" ADD CONSTRAINT "partner_offer_translations_offer_id_partner_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."partner_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_accounts_user" ON "member_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_sessions_user" ON "member_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_verifications_identifier" ON "member_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "partner_offers_location" ON "partner_offers" USING btree ("location_id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_member" ON "orders" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_member_discount" CHECK ("products"."member_discount_percent" is null or "products"."member_discount_percent" between 1 and 50);