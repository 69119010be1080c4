CREATE TABLE "flight_status_answers" (
	"carrier" text NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"answer" jsonb NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flight_status_answers_carrier_number_date_pk" PRIMARY KEY("carrier","number","date")
);
--> statement-breakpoint
CREATE TABLE "flight_status_sandbox" (
	"carrier" text NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flight_status_sandbox_carrier_number_date_pk" PRIMARY KEY("carrier","number","date"),
	CONSTRAINT "flight_status_sandbox_delay" CHECK ("flight_status_sandbox"."delay_minutes" BETWEEN -120 AND 2880)
);
--> statement-breakpoint
CREATE TABLE "guarantee_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reservation_uuid" uuid NOT NULL,
	"direction" integer NOT NULL,
	"way" text NOT NULL,
	"kind" text NOT NULL,
	"flight" text NOT NULL,
	"trip_id" bigint NOT NULL,
	"details" jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"settlement" text,
	"amount" integer,
	"settled_by" text,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "guarantee_claims_state" CHECK ("guarantee_claims"."state" IN ('open', 'settled')),
	CONSTRAINT "guarantee_claims_kind" CHECK ("guarantee_claims"."kind" IN ('no_room', 'flight_cancelled', 'late_to_airport')),
	CONSTRAINT "guarantee_claims_settled" CHECK (("guarantee_claims"."state" = 'settled') = ("guarantee_claims"."settlement" IS NOT NULL)),
	CONSTRAINT "guarantee_claims_amount" CHECK ("guarantee_claims"."amount" IS NULL OR "guarantee_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "guarantee_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reservation_uuid" uuid NOT NULL,
	"direction" integer NOT NULL,
	"way" text NOT NULL,
	"flight" text NOT NULL,
	"from_trip_id" bigint NOT NULL,
	"to_trip_id" bigint NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"flight_answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_credit_records" DROP CONSTRAINT "store_credit_records_reason";--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_reservation_uuid_reservations_uuid_fk" FOREIGN KEY ("reservation_uuid") REFERENCES "public"."reservations"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_moves" ADD CONSTRAINT "guarantee_moves_reservation_uuid_reservations_uuid_fk" FOREIGN KEY ("reservation_uuid") REFERENCES "public"."reservations"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_moves" ADD CONSTRAINT "guarantee_moves_from_trip_id_trips_id_fk" FOREIGN KEY ("from_trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_moves" ADD CONSTRAINT "guarantee_moves_to_trip_id_trips_id_fk" FOREIGN KEY ("to_trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guarantee_claims_once" ON "guarantee_claims" USING btree ("reservation_uuid","direction","trip_id","kind");--> statement-breakpoint
CREATE INDEX "guarantee_claims_open" ON "guarantee_claims" USING btree ("created_at") WHERE "guarantee_claims"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "guarantee_moves_once" ON "guarantee_moves" USING btree ("reservation_uuid","direction","from_trip_id");--> statement-breakpoint
CREATE INDEX "guarantee_moves_reservation" ON "guarantee_moves" USING btree ("reservation_uuid");--> statement-breakpoint
ALTER TABLE "store_credit_records" ADD CONSTRAINT "store_credit_records_reason" CHECK ("store_credit_records"."reason" IN ('opening', 'referral', 'checkout', 'given_back', 'refund', 'goodwill'));