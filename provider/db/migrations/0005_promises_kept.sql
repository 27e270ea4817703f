CREATE TABLE "campaign_touches" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign" jsonb NOT NULL,
	"path" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_links_target_unique" UNIQUE("target")
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "identity_document_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "nearby_radius_km" integer;--> statement-breakpoint
ALTER TABLE "cart_sales" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE INDEX "campaign_touches_created" ON "campaign_touches" USING btree ("created_at");