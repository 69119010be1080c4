CREATE TABLE "seat_assignments" (
	"trip_id" bigint NOT NULL,
	"seat_code" text NOT NULL,
	"reservation_uuid" uuid NOT NULL,
	"passenger" integer NOT NULL,
	CONSTRAINT "seat_assignments_trip_id_seat_code_pk" PRIMARY KEY("trip_id","seat_code"),
	CONSTRAINT "seat_assignments_passenger" UNIQUE("reservation_uuid","passenger","trip_id")
);
--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_reservation_uuid_reservations_uuid_fk" FOREIGN KEY ("reservation_uuid") REFERENCES "public"."reservations"("uuid") ON DELETE cascade ON UPDATE no action;