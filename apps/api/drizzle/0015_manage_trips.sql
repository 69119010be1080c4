CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"reservation_uuid" uuid NOT NULL,
	"segment" integer,
	"passengers" jsonb NOT NULL,
	"card" integer NOT NULL,
	"store_credits" integer NOT NULL,
	"points" integer NOT NULL,
	"voucher_code" text,
	"idempotency_key" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_state" CHECK ("refunds"."state" IN ('pending', 'done')),
	CONSTRAINT "refunds_amounts" CHECK ("refunds"."card" >= 0 AND "refunds"."store_credits" >= 0 AND "refunds"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reservation_uuid" uuid NOT NULL,
	"passenger" integer NOT NULL,
	"direction" integer NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"checked_in_at" timestamp with time zone,
	"boarded_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "tickets_passenger_direction" UNIQUE("reservation_uuid","passenger","direction"),
	CONSTRAINT "tickets_state" CHECK ("tickets"."state" IN (1, 2)),
	CONSTRAINT "tickets_direction" CHECK ("tickets"."direction" IN (1, 2))
);
--> statement-breakpoint
ALTER TABLE "reservation_trips" DROP CONSTRAINT "reservation_trips_seats";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reservation_uuid_reservations_uuid_fk" FOREIGN KEY ("reservation_uuid") REFERENCES "public"."reservations"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_id_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_reservation_uuid_reservations_uuid_fk" FOREIGN KEY ("reservation_uuid") REFERENCES "public"."reservations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_pending" ON "refunds" USING btree ("updated_at") WHERE "refunds"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "reservation_trips" ADD CONSTRAINT "reservation_trips_seats" CHECK ("reservation_trips"."seats" >= 0);--> statement-breakpoint
-- Bookings confirmed before tickets existed get theirs: each passenger on each direction.
INSERT INTO "tickets" ("reservation_uuid", "passenger", "direction", "state")
SELECT p."reservation_uuid", p."idx", d.direction, CASE WHEN r."state" = 'canceled' THEN 2 ELSE 1 END
FROM "passengers" p
JOIN "reservations" r ON r."uuid" = p."reservation_uuid"
CROSS JOIN (VALUES (1), (2)) AS d(direction)
WHERE r."state" IN ('confirmed', 'canceled') AND (d.direction = 1 OR r."return" IS NOT NULL)
ON CONFLICT DO NOTHING;
