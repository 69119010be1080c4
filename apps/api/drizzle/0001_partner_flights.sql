CREATE TABLE "flight_bookings" (
	"reference" text PRIMARY KEY NOT NULL,
	"legs" jsonb NOT NULL,
	"seats" integer NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flight_inventory" (
	"flight_number" text NOT NULL,
	"flight_date" date NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "flight_inventory_flight_number_flight_date_origin_destination_pk" PRIMARY KEY("flight_number","flight_date","origin","destination"),
	CONSTRAINT "flight_inventory_sold" CHECK ("flight_inventory"."sold" >= 0 AND "flight_inventory"."sold" <= "flight_inventory"."capacity")
);
