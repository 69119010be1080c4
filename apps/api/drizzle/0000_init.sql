CREATE TABLE "searches" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_stops" (
	"service_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"stop_code" text NOT NULL,
	"arrive_offset_min" integer NOT NULL,
	"depart_offset_min" integer NOT NULL,
	CONSTRAINT "service_stops_service_id_seq_pk" PRIMARY KEY("service_id","seq")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"operator" text NOT NULL,
	"airline" text NOT NULL,
	"service_type" integer NOT NULL,
	"currency" text NOT NULL,
	"fare_adult" integer NOT NULL,
	"fare_child" integer NOT NULL,
	"fare_infant" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	CONSTRAINT "services_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stops" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"city_code" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"is_airport" boolean NOT NULL,
	"terminals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timetable" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"run_number" text NOT NULL,
	"eff" date NOT NULL,
	"dis" date NOT NULL,
	"freq" text NOT NULL,
	"dept" text NOT NULL,
	"arr" text NOT NULL,
	CONSTRAINT "timetable_run_period" UNIQUE("service_id","run_number","eff"),
	CONSTRAINT "timetable_freq_format" CHECK ("timetable"."freq" ~ '^[1.][2.][3.][4.][5.][6.][7.]$'),
	CONSTRAINT "timetable_dept_format" CHECK ("timetable"."dept" ~ '^([01][0-9]|2[0-3])[0-5][0-9]$'),
	CONSTRAINT "timetable_arr_format" CHECK ("timetable"."arr" ~ '^([01][0-9]|2[0-3])[0-5][0-9]$'),
	CONSTRAINT "timetable_period" CHECK ("timetable"."eff" <= "timetable"."dis")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"timetable_id" integer NOT NULL,
	"service_date" date NOT NULL,
	"departs_at" timestamp with time zone NOT NULL,
	"vehicle_id" integer NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trips_run_date" UNIQUE("timetable_id","service_date"),
	CONSTRAINT "trips_inventory" CHECK ("trips"."sold" >= 0 AND "trips"."held" >= 0 AND "trips"."sold" + "trips"."held" <= "trips"."capacity")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"seat_map" jsonb NOT NULL,
	CONSTRAINT "vehicles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "service_stops" ADD CONSTRAINT "service_stops_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_stops" ADD CONSTRAINT "service_stops_stop_code_stops_code_fk" FOREIGN KEY ("stop_code") REFERENCES "public"."stops"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable" ADD CONSTRAINT "timetable_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_timetable_id_timetable_id_fk" FOREIGN KEY ("timetable_id") REFERENCES "public"."timetable"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_service_date" ON "trips" USING btree ("service_date");