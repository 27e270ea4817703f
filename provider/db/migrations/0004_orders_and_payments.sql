CREATE TABLE "agent_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"order_id" uuid,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_ledger_order" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"currency_id" smallint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_email_unique" UNIQUE("email"),
	CONSTRAINT "agents_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "agents_currency" CHECK ("agents"."currency_id" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_code" text NOT NULL,
	"psp_reference" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"cause" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"status" text NOT NULL,
	"gateway" text NOT NULL,
	"currency_id" smallint NOT NULL,
	"amount" integer NOT NULL,
	"language" text NOT NULL,
	"customer" jsonb NOT NULL,
	"coupon_code" text,
	"lines" jsonb NOT NULL,
	"psp_reference" text,
	"secret" text NOT NULL,
	"agent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_secret_unique" UNIQUE("secret"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending', 'authorised', 'paid', 'refused', 'expired', 'cancelled')),
	CONSTRAINT "orders_amount" CHECK ("orders"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"psp_reference" text,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "provider_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"psp_reference" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"card_last4" text NOT NULL,
	"status" text NOT NULL,
	"refusal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"code" text NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_code_unique" UNIQUE("code"),
	CONSTRAINT "tickets_order_line" UNIQUE("order_id","line")
);
--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD CONSTRAINT "agent_ledger_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_ledger" ADD CONSTRAINT "agent_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_ledger_agent" ON "agent_ledger" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_cart" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_per_cart" ON "orders" USING btree ("cart_id") WHERE status in ('pending', 'authorised');--> statement-breakpoint
CREATE INDEX "payment_attempts_order" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_psp" ON "payment_attempts" USING btree ("psp_reference");--> statement-breakpoint
-- The ticket-signing key, drawn once per database (two random UUIDs: 244 random bits).
INSERT INTO "provider_secrets" ("name", "value") VALUES ('ticket_signing', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
