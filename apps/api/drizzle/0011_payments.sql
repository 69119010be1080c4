CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_uuid" uuid NOT NULL,
	"reservation_uuid" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"store_credits" integer DEFAULT 0 NOT NULL,
	"voucher_id" integer,
	"user_id" uuid,
	"holder_name" text NOT NULL,
	"email" text NOT NULL,
	"charge_id" text,
	"card_last4" text,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_state" CHECK ("payments"."state" IN ('pending', 'confirmed', 'failed', 'refund_due', 'refunded')),
	CONSTRAINT "payments_amounts" CHECK ("payments"."amount" >= 0 AND "payments"."store_credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"last4" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_charges_refund" CHECK ("sandbox_charges"."refunded_amount" >= 0 AND "sandbox_charges"."refunded_amount" <= "sandbox_charges"."amount")
);
--> statement-breakpoint
CREATE TABLE "sandbox_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cart_uuid_carts_uuid_fk" FOREIGN KEY ("cart_uuid") REFERENCES "public"."carts"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_uuid_reservations_uuid_fk" FOREIGN KEY ("reservation_uuid") REFERENCES "public"."reservations"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_cart" ON "payments" USING btree ("cart_uuid") WHERE "payments"."state" IN ('pending', 'confirmed', 'refund_due');--> statement-breakpoint
CREATE INDEX "payments_unsettled" ON "payments" USING btree ("updated_at") WHERE "payments"."state" IN ('pending', 'refund_due');