CREATE TABLE "pick_up_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_uuid" uuid NOT NULL,
	"direction" integer NOT NULL,
	"pick_up_address" jsonb NOT NULL,
	"drop_off_address" jsonb NOT NULL,
	"flight" jsonb,
	"updated_at" timestamp with time zone,
	CONSTRAINT "pick_up_details_direction" UNIQUE("reservation_uuid","direction"),
	CONSTRAINT "pick_up_details_direction_1_2" CHECK ("pick_up_details"."direction" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "pick_up_details" ADD CONSTRAINT "pick_up_details_reservation_uuid_reservations_uuid_fk" FOREIGN KEY ("reservation_uuid") REFERENCES "public"."reservations"("uuid") ON DELETE cascade ON UPDATE no action;