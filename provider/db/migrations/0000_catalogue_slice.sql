CREATE TABLE "continent_translations" (
	"continent_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "continent_translations_continent_id_lang_pk" PRIMARY KEY("continent_id","lang"),
	CONSTRAINT "continent_translations_lang" CHECK (lang in ('de', 'en', 'es', 'fr', 'it'))
);
--> statement-breakpoint
CREATE TABLE "continents" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" char(2) NOT NULL,
	CONSTRAINT "continents_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso_code" char(2) NOT NULL,
	"continent_id" integer NOT NULL,
	CONSTRAINT "countries_isoCode_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "country_translations" (
	"country_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "country_translations_country_id_lang_pk" PRIMARY KEY("country_id","lang"),
	CONSTRAINT "country_translations_lang" CHECK (lang in ('de', 'en', 'es', 'fr', 'it'))
);
--> statement-breakpoint
CREATE TABLE "location_translations" (
	"location_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "location_translations_location_id_lang_pk" PRIMARY KEY("location_id","lang"),
	CONSTRAINT "location_translations_lang_slug" UNIQUE("lang","slug"),
	CONSTRAINT "location_translations_lang" CHECK (lang in ('de', 'en', 'es', 'fr', 'it'))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"top_rank" integer,
	"search_text" text NOT NULL,
	CONSTRAINT "locations_latitude" CHECK ("locations"."latitude" between -90 and 90),
	CONSTRAINT "locations_longitude" CHECK ("locations"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "continent_translations" ADD CONSTRAINT "continent_translations_continent_id_continents_id_fk" FOREIGN KEY ("continent_id") REFERENCES "public"."continents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_continent_id_continents_id_fk" FOREIGN KEY ("continent_id") REFERENCES "public"."continents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_translations" ADD CONSTRAINT "country_translations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_translations" ADD CONSTRAINT "location_translations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_top_rank" ON "locations" USING btree ("top_rank");