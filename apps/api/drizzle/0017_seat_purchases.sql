CREATE TABLE "seat_purchases" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_uuid" uuid NOT NULL,
	"direction" integer NOT NULL,
	"seats" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"quoted_until" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"user_id" uuid,
	"email" text,
	"charge_id" text,
	"card_last4" text,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seat_purchases_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "seat_purchases_state" CHECK ("seat_purchases"."state" IN ('quoted', 'pending', 'confirmed', 'failed', 'refund_due', 'refunded')),
	CONSTRAINT "seat_purchases_amount" CHECK ("seat_purchases"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "seat_purchases" ADD CONSTRAINT "seat_purchases_reservation_uuid_reservations_uuid_fk" FOREIGN KEY ("reservation_uuid") REFERENCES "public"."reservations"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_purchases_reservation" ON "seat_purchases" USING btree ("reservation_uuid");--> statement-breakpoint
CREATE INDEX "seat_purchases_unsettled" ON "seat_purchases" USING btree ("updated_at") WHERE "seat_purchases"."state" IN ('pending', 'refund_due');