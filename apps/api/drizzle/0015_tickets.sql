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
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_reservation_uuid_reservations_uuid_fk" FOREIGN KEY ("reservation_uuid") REFERENCES "public"."reservations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Bookings confirmed before tickets existed get theirs: each passenger on each direction.
INSERT INTO "tickets" ("reservation_uuid", "passenger", "direction", "state", "canceled_at")
SELECT p."reservation_uuid", p."idx", d.direction, CASE WHEN r."state" = 'canceled' THEN 2 ELSE 1 END, NULL
FROM "passengers" p
JOIN "reservations" r ON r."uuid" = p."reservation_uuid"
CROSS JOIN (VALUES (1), (2)) AS d(direction)
WHERE r."state" IN ('confirmed', 'canceled') AND (d.direction = 1 OR r."return" IS NOT NULL)
ON CONFLICT DO NOTHING;
