CREATE TABLE "passengers" (
	"reservation_uuid" uuid NOT NULL,
	"idx" integer NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender_id" integer NOT NULL,
	"date_of_birth" date NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"passenger_type" text NOT NULL,
	"age" integer NOT NULL,
	"special_requirements" jsonb NOT NULL,
	"flight_info" jsonb,
	CONSTRAINT "passengers_reservation_uuid_idx_pk" PRIMARY KEY("reservation_uuid","idx")
);
--> statement-breakpoint
ALTER TABLE "reservation_trips" ADD COLUMN "wheelchairs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "wheelchair_capacity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "wheelchair_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "wheelchair_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "wheelchair_spaces" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "passengers" ADD CONSTRAINT "passengers_reservation_uuid_reservations_uuid_fk" FOREIGN KEY ("reservation_uuid") REFERENCES "public"."reservations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_wheelchairs" CHECK ("trips"."wheelchair_sold" >= 0 AND "trips"."wheelchair_held" >= 0 AND "trips"."wheelchair_sold" + "trips"."wheelchair_held" <= "trips"."wheelchair_capacity");--> statement-breakpoint
-- A data folder made before this migration: its demo vehicles get their wheelchair positions, its trips the vehicle's count.
UPDATE "vehicles" SET "wheelchair_spaces" = CASE WHEN "name" LIKE 'Motorcoach%' THEN 2 WHEN "name" LIKE 'Executive coach%' OR "name" LIKE 'Sprinter%' THEN 1 ELSE 0 END;--> statement-breakpoint
UPDATE "trips" SET "wheelchair_capacity" = v."wheelchair_spaces" FROM "vehicles" v WHERE v."id" = "trips"."vehicle_id";
