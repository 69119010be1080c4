CREATE TABLE "points_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"stripe_token" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"state" text NOT NULL,
	"charge_id" text,
	"card_last4" text,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_purchases_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "points_purchases_token" UNIQUE("user_id","stripe_token"),
	CONSTRAINT "points_purchases_state" CHECK ("points_purchases"."state" IN ('pending', 'confirmed', 'failed')),
	CONSTRAINT "points_purchases_amounts" CHECK ("points_purchases"."points" > 0 AND "points_purchases"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"transaction_type" integer NOT NULL,
	"reservation_uuid" uuid,
	"payment_id" bigint,
	"purchase_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_records_type" CHECK ("points_records"."transaction_type" IN (1, 2, 3, 4)),
	CONSTRAINT "points_records_nonzero" CHECK ("points_records"."points" <> 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amounts";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "promo_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "member_tier" text;--> statement-breakpoint
ALTER TABLE "points_purchases" ADD CONSTRAINT "points_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_purchases_pending" ON "points_purchases" USING btree ("updated_at") WHERE "points_purchases"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "points_records_user" ON "points_records" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts" CHECK ("payments"."amount" >= 0 AND "payments"."store_credits" >= 0 AND "payments"."points" >= 0);