CREATE TABLE "departure_disruptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"departs_at_before" timestamp with time zone NOT NULL,
	"departs_at_after" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "departure_disruptions_kind" CHECK ("departure_disruptions"."kind" IN ('canceled', 'retimed')),
	CONSTRAINT "departure_disruptions_after" CHECK (("departure_disruptions"."kind" = 'retimed') = ("departure_disruptions"."departs_at_after" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "disruption_outcomes" (
	"disruption_id" bigint NOT NULL,
	"reservation_uuid" uuid NOT NULL,
	"direction" integer NOT NULL,
	"seats" integer NOT NULL,
	"wheelchairs" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"token_hash" text,
	"mailed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"chosen_by" text,
	"chosen_at" timestamp with time zone,
	"reason" text,
	"rebooked_trip_id" bigint,
	"refund_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "disruption_outcomes_disruption_id_reservation_uuid_direction_pk" PRIMARY KEY("disruption_id","reservation_uuid","direction"),
	CONSTRAINT "disruption_outcomes_state" CHECK ("disruption_outcomes"."state" IN ('pending', 'rebooked', 'refunded', 'kept')),
	CONSTRAINT "disruption_outcomes_direction" CHECK ("disruption_outcomes"."direction" IN (1, 2))
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "departure_disruptions" ADD CONSTRAINT "departure_disruptions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruption_outcomes" ADD CONSTRAINT "disruption_outcomes_disruption_id_departure_disruptions_id_fk" FOREIGN KEY ("disruption_id") REFERENCES "public"."departure_disruptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruption_outcomes" ADD CONSTRAINT "disruption_outcomes_reservation_uuid_reservations_uuid_fk" FOREIGN KEY ("reservation_uuid") REFERENCES "public"."reservations"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disruption_outcomes" ADD CONSTRAINT "disruption_outcomes_rebooked_trip_id_trips_id_fk" FOREIGN KEY ("rebooked_trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departure_disruptions_trip" ON "departure_disruptions" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departure_disruptions_one_cancel" ON "departure_disruptions" USING btree ("trip_id") WHERE "departure_disruptions"."kind" = 'canceled';--> statement-breakpoint
CREATE UNIQUE INDEX "disruption_outcomes_token" ON "disruption_outcomes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "disruption_outcomes_unmailed" ON "disruption_outcomes" USING btree ("disruption_id") WHERE "disruption_outcomes"."mailed_at" IS NULL;