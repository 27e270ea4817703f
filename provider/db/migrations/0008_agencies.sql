CREATE TABLE "agency_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"agency_id" integer NOT NULL,
	"agent_id" text,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"psp_reference" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	CONSTRAINT "agency_top_ups_reference_unique" UNIQUE("reference"),
	CONSTRAINT "agency_top_ups_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "agency_top_ups_amount" CHECK ("agency_top_ups"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency_id" smallint NOT NULL,
	"credit_limit" integer DEFAULT 0 NOT NULL,
	"commission_basis_points" integer DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_reference" UNIQUE("reference"),
	CONSTRAINT "agencies_currency" CHECK ("agencies"."currency_id" in (1, 2, 3)),
	CONSTRAINT "agencies_credit_limit" CHECK ("agencies"."credit_limit" >= 0),
	CONSTRAINT "agencies_commission" CHECK ("agencies"."commission_basis_points" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "agency_commissions" (
	"agency_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"basis_points" integer NOT NULL,
	CONSTRAINT "agency_commissions_agency_id_product_id_pk" PRIMARY KEY("agency_id","product_id"),
	CONSTRAINT "agency_commissions_rate" CHECK ("agency_commissions"."basis_points" between 0 and 5000)
);
--> statement-breakpoint
-- The token agents of issue 7 become agencies with the same ids; their ledgers follow.
INSERT INTO "agencies" ("id", "name", "currency_id", "reference") SELECT "id", "name", "currency_id", 'AG' || "id" FROM "agents";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('agencies', 'id'), coalesce((SELECT max("id") FROM "agencies"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "agent_ledger" DROP CONSTRAINT "agent_ledger_agent_id_agents_id_fk";
--> statement-breakpoint
DROP INDEX "agent_ledger_agent";--> statement-breakpoint
ALTER TABLE "agent_ledger" RENAME COLUMN "agent_id" TO "agency_id";--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD COLUMN "agent_id" text;--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD COLUMN "kind" text DEFAULT 'adjustment' NOT NULL;--> statement-breakpoint
UPDATE "agent_ledger" SET "kind" = CASE WHEN "refund_id" IS NOT NULL THEN 'refund' WHEN "order_id" IS NOT NULL THEN 'booking' ELSE 'top-up' END;--> statement-breakpoint
ALTER TABLE "agent_ledger" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "agent_id" TO "agency_id";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agent_id" text;--> statement-breakpoint
DROP TABLE "agents" CASCADE;--> statement-breakpoint
ALTER TABLE "cart_sales" ADD COLUMN "reserves_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD COLUMN "top_up_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agency_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agency_commission" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notify_traveller" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "agency_id" integer;--> statement-breakpoint
ALTER TABLE "agency_top_ups" ADD CONSTRAINT "agency_top_ups_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_top_ups" ADD CONSTRAINT "agency_top_ups_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_commissions" ADD CONSTRAINT "agency_commissions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_commissions" ADD CONSTRAINT "agency_commissions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_top_ups_agency" ON "agency_top_ups" USING btree ("agency_id");--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD CONSTRAINT "agent_ledger_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD CONSTRAINT "agent_ledger_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD CONSTRAINT "agent_ledger_top_up_id_agency_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."agency_top_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_ledger_agency" ON "agent_ledger" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_agency" ON "orders" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "members_agency" ON "members" USING btree ("agency_id");--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD CONSTRAINT "agent_ledger_topUpId_unique" UNIQUE("top_up_id");--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD CONSTRAINT "agent_ledger_kind" CHECK (kind in ('booking', 'refund', 'top-up', 'adjustment'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_role" CHECK (role in ('member', 'agent'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_agency" CHECK (("members"."role" = 'agent') = ("members"."agency_id" is not null));