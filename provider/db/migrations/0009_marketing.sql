CREATE TABLE "media_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" jsonb NOT NULL,
	"credit" text,
	CONSTRAINT "media_images_owner_position" UNIQUE("owner_kind","owner_id","position"),
	CONSTRAINT "media_images_owner_kind" CHECK (owner_kind in ('location', 'product')),
	CONSTRAINT "media_images_size" CHECK ("media_images"."width" > 0 and "media_images"."height" > 0 and "media_images"."position" > 0)
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "site" text DEFAULT 'worldwide' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "site" text DEFAULT 'worldwide' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirm_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_confirmTokenHash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_unsubscribeTokenHash_unique" UNIQUE("unsubscribe_token_hash");--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_status" CHECK (status in ('pending', 'confirmed', 'unsubscribed'));