CREATE TABLE "catalogue_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_translations" (
	"faq_id" integer NOT NULL,
	"lang" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "faq_translations_faq_id_lang_pk" PRIMARY KEY("faq_id","lang"),
	CONSTRAINT "faq_translations_lang" CHECK (lang in ('de', 'en', 'es', 'fr', 'it', 'us'))
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY NOT NULL,
	"scope_id" integer,
	"product_id" integer,
	"position" integer NOT NULL,
	CONSTRAINT "faqs_owner" CHECK (("faqs"."scope_id" is null) <> ("faqs"."product_id" is null))
);
--> statement-breakpoint
CREATE TABLE "health_notification_translations" (
	"notification_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "health_notification_translations_notification_id_lang_pk" PRIMARY KEY("notification_id","lang"),
	CONSTRAINT "health_notification_translations_lang" CHECK (lang in ('de', 'en', 'es', 'fr', 'it', 'us'))
);
--> statement-breakpoint
CREATE TABLE "health_notifications" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"published_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"lang" text NOT NULL,
	"author" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"rating" smallint NOT NULL,
	"published_on" date NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"verified" boolean NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_lang" CHECK (lang in ('de', 'en', 'es', 'fr', 'it', 'us'))
);
--> statement-breakpoint
CREATE TABLE "service_update_translations" (
	"service_update_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "service_update_translations_service_update_id_lang_pk" PRIMARY KEY("service_update_id","lang"),
	CONSTRAINT "service_update_translations_lang" CHECK (lang in ('de', 'en', 'es', 'fr', 'it', 'us'))
);
--> statement-breakpoint
CREATE TABLE "service_updates" (
	"id" integer PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"severity" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	CONSTRAINT "service_updates_severity" CHECK (severity in ('info', 'warning', 'disruption'))
);
--> statement-breakpoint
CREATE TABLE "terms_section_translations" (
	"section_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "terms_section_translations_section_id_lang_pk" PRIMARY KEY("section_id","lang"),
	CONSTRAINT "terms_section_translations_lang" CHECK (lang in ('de', 'en', 'es', 'fr', 'it', 'us'))
);
--> statement-breakpoint
CREATE TABLE "terms_sections" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landmarks" (
	"id" integer PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "landmarks_kind" CHECK (kind in ('monument', 'museum', 'church', 'palace', 'castle', 'park', 'square', 'market', 'viewpoint', 'bridge', 'harbour', 'tower', 'street', 'stadium', 'beach'))
);
--> statement-breakpoint
CREATE TABLE "scopes" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer,
	"location_id" integer,
	CONSTRAINT "scopes_one_filter" CHECK ("scopes"."country_id" is null or "scopes"."location_id" is null)
);
--> statement-breakpoint
CREATE TABLE "inventory_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"travel_date" date NOT NULL,
	"start_time" text,
	"quantity" integer NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_allocations_kind" CHECK ("inventory_allocations"."kind" in ('sold', 'held')),
	CONSTRAINT "inventory_allocations_quantity" CHECK ("inventory_allocations"."quantity" > 0),
	CONSTRAINT "inventory_allocations_hold_expires" CHECK (("inventory_allocations"."kind" = 'held') = ("inventory_allocations"."expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "option_block_outs" (
	"option_id" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "option_block_outs_option_id_date_pk" PRIMARY KEY("option_id","date")
);
--> statement-breakpoint
CREATE TABLE "option_price_changes" (
	"option_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"percent" integer NOT NULL,
	CONSTRAINT "option_price_changes_option_id_from_date_pk" PRIMARY KEY("option_id","from_date"),
	CONSTRAINT "option_price_changes_range" CHECK ("option_price_changes"."from_date" <= "option_price_changes"."to_date")
);
--> statement-breakpoint
CREATE TABLE "option_start_times" (
	"option_id" integer NOT NULL,
	"start_time" text NOT NULL,
	CONSTRAINT "option_start_times_option_id_start_time_pk" PRIMARY KEY("option_id","start_time")
);
--> statement-breakpoint
CREATE TABLE "option_translations" (
	"option_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "option_translations_option_id_lang_pk" PRIMARY KEY("option_id","lang"),
	CONSTRAINT "option_translations_lang" CHECK (lang in ('de', 'en', 'es', 'fr', 'it', 'us'))
);
--> statement-breakpoint
CREATE TABLE "option_units" (
	"option_id" integer NOT NULL,
	"unit_type" text NOT NULL,
	"position" integer NOT NULL,
	"age_from" integer,
	"age_to" integer,
	"price_eur" integer NOT NULL,
	"price_gbp" integer NOT NULL,
	"price_usd" integer NOT NULL,
	"retail_eur" integer,
	"retail_gbp" integer,
	"retail_usd" integer,
	CONSTRAINT "option_units_option_id_unit_type_pk" PRIMARY KEY("option_id","unit_type"),
	CONSTRAINT "option_units_type" CHECK (unit_type in ('group', 'adult', 'child', 'infant', 'senior', 'student', 'resident', 'family', 'resident_child', 'resident_senior', 'mini', 'disabled', 'teenager', 'youth')),
	CONSTRAINT "option_units_prices" CHECK ("option_units"."price_eur" >= 0 and "option_units"."price_gbp" >= 0 and "option_units"."price_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "package_choices" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"duration_value" integer NOT NULL,
	"duration_unit" text NOT NULL,
	"vehicle" text,
	"min_passengers" integer DEFAULT 1 NOT NULL,
	"capacity" integer,
	"weekdays" smallint DEFAULT 127 NOT NULL,
	"season_start" text,
	"season_end" text,
	CONSTRAINT "product_options_kind" CHECK (kind in ('timed', 'open')),
	CONSTRAINT "product_options_capacity" CHECK (("product_options"."kind" = 'timed') = ("product_options"."capacity" is not null)),
	CONSTRAINT "product_options_min_passengers" CHECK ("product_options"."min_passengers" >= 1)
);
--> statement-breakpoint
CREATE TABLE "product_stops" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"landmark_id" integer NOT NULL,
	"is_main" boolean NOT NULL,
	"arrival_minutes" integer NOT NULL,
	CONSTRAINT "product_stops_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"overview" text NOT NULL,
	"highlights" jsonb NOT NULL,
	"included" jsonb NOT NULL,
	"know_before_you_go" jsonb NOT NULL,
	"route_description" text NOT NULL,
	"schedule" text NOT NULL,
	"cancellation_policy" text NOT NULL,
	"meeting_point" text NOT NULL,
	"cruise_passenger_info" text,
	"important_announcement" text,
	CONSTRAINT "product_translations_product_id_lang_pk" PRIMARY KEY("product_id","lang"),
	CONSTRAINT "product_translations_lang_slug" UNIQUE("lang","slug"),
	CONSTRAINT "product_translations_lang" CHECK (lang in ('de', 'en', 'es', 'fr', 'it', 'us'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"city_rank" integer NOT NULL,
	"top_rank" integer,
	"duration_value" integer NOT NULL,
	"duration_unit" text NOT NULL,
	"vehicle" text,
	"live_guide_languages" text[] NOT NULL,
	"audio_guide_languages" text[] NOT NULL,
	"loops" integer DEFAULT 1 NOT NULL,
	"frequency_minutes" integer,
	"first_departure" text NOT NULL,
	"last_departure" text NOT NULL,
	"voucher_validity_months" integer DEFAULT 12 NOT NULL,
	"voucher_type" text NOT NULL,
	"student_card_required" boolean DEFAULT false NOT NULL,
	"meeting_landmark_id" integer NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"route_color" text NOT NULL,
	CONSTRAINT "products_type" CHECK (type in ('hop_on_hop_off', 'city_tour', 'boat_tour', 'bus_boat', 'private_tour', 'attraction', 'combo')),
	CONSTRAINT "products_status" CHECK (status in ('active', 'temporarily_unavailable')),
	CONSTRAINT "products_duration_unit" CHECK (duration_unit in ('minute', 'hour', 'day')),
	CONSTRAINT "products_vehicle" CHECK (vehicle is null or vehicle in ('bus', 'boat', 'bus_boat', 'car')),
	CONSTRAINT "products_voucher_type" CHECK (voucher_type in ('mobile', 'paper', 'mobile_or_paper')),
	CONSTRAINT "products_voucher_months" CHECK ("products"."voucher_validity_months" between 1 and 36)
);
--> statement-breakpoint
CREATE TABLE "unit_type_names" (
	"unit_type" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "unit_type_names_unit_type_lang_pk" PRIMARY KEY("unit_type","lang"),
	CONSTRAINT "unit_type_names_type" CHECK (unit_type in ('group', 'adult', 'child', 'infant', 'senior', 'student', 'resident', 'family', 'resident_child', 'resident_senior', 'mini', 'disabled', 'teenager', 'youth')),
	CONSTRAINT "unit_type_names_lang" CHECK (lang in ('de', 'en', 'es', 'fr', 'it', 'us'))
);
--> statement-breakpoint
ALTER TABLE "continent_translations" DROP CONSTRAINT "continent_translations_lang";--> statement-breakpoint
ALTER TABLE "country_translations" DROP CONSTRAINT "country_translations_lang";--> statement-breakpoint
ALTER TABLE "location_translations" DROP CONSTRAINT "location_translations_lang";--> statement-breakpoint
ALTER TABLE "location_translations" ADD COLUMN "about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "location_translations" ADD COLUMN "service_information" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "map_zoom" integer DEFAULT 13 NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_translations" ADD CONSTRAINT "faq_translations_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_scope_id_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_notification_translations" ADD CONSTRAINT "health_notification_translations_notification_id_health_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."health_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_update_translations" ADD CONSTRAINT "service_update_translations_service_update_id_service_updates_id_fk" FOREIGN KEY ("service_update_id") REFERENCES "public"."service_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_updates" ADD CONSTRAINT "service_updates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_section_translations" ADD CONSTRAINT "terms_section_translations_section_id_terms_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."terms_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landmarks" ADD CONSTRAINT "landmarks_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scopes" ADD CONSTRAINT "scopes_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scopes" ADD CONSTRAINT "scopes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_allocations" ADD CONSTRAINT "inventory_allocations_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_block_outs" ADD CONSTRAINT "option_block_outs_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_price_changes" ADD CONSTRAINT "option_price_changes_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_start_times" ADD CONSTRAINT "option_start_times_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_translations" ADD CONSTRAINT "option_translations_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_units" ADD CONSTRAINT "option_units_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_choices" ADD CONSTRAINT "package_choices_group_id_package_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."package_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_groups" ADD CONSTRAINT "package_groups_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stops" ADD CONSTRAINT "product_stops_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stops" ADD CONSTRAINT "product_stops_landmark_id_landmarks_id_fk" FOREIGN KEY ("landmark_id") REFERENCES "public"."landmarks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_meeting_landmark_id_landmarks_id_fk" FOREIGN KEY ("meeting_landmark_id") REFERENCES "public"."landmarks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faqs_scope" ON "faqs" USING btree ("scope_id");--> statement-breakpoint
CREATE INDEX "faqs_product" ON "faqs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "reviews_product" ON "reviews" USING btree ("product_id","published_on");--> statement-breakpoint
CREATE INDEX "reviews_location" ON "reviews" USING btree ("location_id","published_on");--> statement-breakpoint
CREATE INDEX "service_updates_location" ON "service_updates" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "landmarks_location" ON "landmarks" USING btree ("location_id","position");--> statement-breakpoint
CREATE INDEX "inventory_allocations_slot" ON "inventory_allocations" USING btree ("option_id","travel_date","start_time");--> statement-breakpoint
CREATE INDEX "package_choices_group" ON "package_choices" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "package_groups_option" ON "package_groups" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "product_options_product" ON "product_options" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_location" ON "products" USING btree ("location_id","city_rank");--> statement-breakpoint
CREATE INDEX "products_top_rank" ON "products" USING btree ("top_rank");--> statement-breakpoint
ALTER TABLE "continent_translations" ADD CONSTRAINT "continent_translations_lang" CHECK (lang in ('de', 'en', 'es', 'fr', 'it', 'us'));--> statement-breakpoint
ALTER TABLE "country_translations" ADD CONSTRAINT "country_translations_lang" CHECK (lang in ('de', 'en', 'es', 'fr', 'it', 'us'));--> statement-breakpoint
ALTER TABLE "location_translations" ADD CONSTRAINT "location_translations_lang" CHECK (lang in ('de', 'en', 'es', 'fr', 'it', 'us'));