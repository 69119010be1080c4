CREATE TABLE "vehicle_positions" (
	"trip_id" bigint PRIMARY KEY NOT NULL,
	"reading_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"bearing" double precision,
	"speed" double precision,
	"accuracy" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"shared_by" text,
	"last_stop_index" integer NOT NULL,
	"delay_seconds" integer NOT NULL,
	"version" bigserial NOT NULL,
	CONSTRAINT "vehicle_positions_source" CHECK ("vehicle_positions"."source" IN ('driver', 'simulator')),
	CONSTRAINT "vehicle_positions_lat_lon" CHECK ("vehicle_positions"."lat" BETWEEN -90 AND 90 AND "vehicle_positions"."lon" BETWEEN -180 AND 180)
);
--> statement-breakpoint
ALTER TABLE "vehicle_positions" ADD CONSTRAINT "vehicle_positions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_positions_version" ON "vehicle_positions" USING btree ("version");