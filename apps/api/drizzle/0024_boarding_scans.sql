CREATE TABLE "boarding_scans" (
	"scan_id" uuid PRIMARY KEY NOT NULL,
	"trip_id" bigint NOT NULL,
	"staff_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"answer" jsonb
);
--> statement-breakpoint
ALTER TABLE "boarding_scans" ADD CONSTRAINT "boarding_scans_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boarding_scans" ADD CONSTRAINT "boarding_scans_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boarding_scans_trip" ON "boarding_scans" USING btree ("trip_id","scanned_at");