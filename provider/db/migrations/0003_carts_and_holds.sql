CREATE TABLE "cart_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"travel_date" date NOT NULL,
	"start_time" text,
	"units" jsonb NOT NULL,
	"package_choices" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_sales_idempotency" UNIQUE("cart_id","idempotency_key"),
	CONSTRAINT "cart_sales_amount" CHECK ("cart_sales"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"currency_id" smallint NOT NULL,
	"coupon_code" text,
	"traveller" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"session_expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carts_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "carts_currency" CHECK ("carts"."currency_id" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	CONSTRAINT "coupons_percent" CHECK ("coupons"."percent" between 1 and 100),
	CONSTRAINT "coupons_range" CHECK ("coupons"."valid_from" <= "coupons"."valid_to")
);
--> statement-breakpoint
ALTER TABLE "cart_sales" ADD CONSTRAINT "cart_sales_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_sales" ADD CONSTRAINT "cart_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_sales" ADD CONSTRAINT "cart_sales_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_sales_cart" ON "cart_sales" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "inventory_allocations_reference" ON "inventory_allocations" USING btree ("reference");