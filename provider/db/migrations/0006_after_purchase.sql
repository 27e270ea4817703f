CREATE TABLE "booking_lookups" (
	"reference" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"psp_reference" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text,
	"status" text NOT NULL,
	"purpose" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "order_payments_amount" CHECK ("order_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"lines" integer[] NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"payment_reference" text,
	"psp_reference" text,
	"idempotency_key" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_method" CHECK ("refunds"."method" in ('void', 'refund', 'credit')),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "agent_ledger" DROP CONSTRAINT "agent_ledger_order";--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_order_line";--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "refund_type" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "refund_percent" smallint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "cancellation_cutoff_minutes" integer DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pin" text DEFAULT lpad((floor(random() * 1000000))::int::text, 6, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extra_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "original_reference" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "issue" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "status" text DEFAULT 'valid' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "redeemed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_psp" ON "refunds" USING btree ("psp_reference");--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD CONSTRAINT "agent_ledger_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_ledger_order_debit" ON "agent_ledger" USING btree ("order_id") WHERE amount < 0;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_current_line" ON "tickets" USING btree ("order_id","line") WHERE status <> 'replaced';--> statement-breakpoint
CREATE INDEX "tickets_order" ON "tickets" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD CONSTRAINT "agent_ledger_refundId_unique" UNIQUE("refund_id");--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_refund_type" CHECK (refund_type in ('full', 'partial', 'none'));--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_refund_percent" CHECK (("product_options"."refund_type" = 'full' and "product_options"."refund_percent" = 100) or ("product_options"."refund_type" = 'none' and "product_options"."refund_percent" = 0) or ("product_options"."refund_type" = 'partial' and "product_options"."refund_percent" between 1 and 99));--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_cutoff" CHECK ("product_options"."cancellation_cutoff_minutes" between 0 and 43200);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."amount" + "orders"."extra_paid");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status" CHECK ("tickets"."status" in ('valid', 'cancelled', 'replaced'));