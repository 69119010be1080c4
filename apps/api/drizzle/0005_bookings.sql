CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_uuid" uuid NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"price_lp" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"payment_type" text DEFAULT 'regular' NOT NULL,
	"direction_type" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_uuid" uuid,
	"user_id" uuid,
	"currency" text NOT NULL,
	"checked_out" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carts_reservation_uuid_unique" UNIQUE("reservation_uuid")
);
--> statement-breakpoint
CREATE TABLE "reservation_flights" (
	"reservation_uuid" uuid NOT NULL,
	"direction" integer NOT NULL,
	"reference" text NOT NULL,
	CONSTRAINT "reservation_flights_reservation_uuid_direction_pk" PRIMARY KEY("reservation_uuid","direction")
);
--> statement-breakpoint
CREATE TABLE "reservation_trips" (
	"reservation_uuid" uuid NOT NULL,
	"trip_id" bigint NOT NULL,
	"direction" integer NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "reservation_trips_reservation_uuid_trip_id_direction_pk" PRIMARY KEY("reservation_uuid","trip_id","direction"),
	CONSTRAINT "reservation_trips_seats" CHECK ("reservation_trips"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pnr" text NOT NULL,
	"search_uuid" uuid NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"one_way" boolean NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"infants" integer NOT NULL,
	"departure" jsonb NOT NULL,
	"return" jsonb,
	"user_id" uuid,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservations_pnr_unique" UNIQUE("pnr"),
	CONSTRAINT "reservations_state" CHECK ("reservations"."state" IN ('held', 'expired', 'released', 'confirmed', 'canceled')),
	CONSTRAINT "reservations_pnr" CHECK ("reservations"."pnr" ~ '^[A-Z0-9]{6}$'),
	CONSTRAINT "reservations_party" CHECK ("reservations"."adults" >= 1 AND "reservations"."children" >= 0 AND "reservations"."infants" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_uuid_carts_uuid_fk" FOREIGN KEY ("cart_uuid") REFERENCES "public"."carts"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_reservation_uuid_reservations_uuid_fk" FOREIGN KEY ("reservation_uuid") REFERENCES "public"."reservations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_flights" ADD CONSTRAINT "reservation_flights_reservation_uuid_reservations_uuid_fk" FOREIGN KEY ("reservation_uuid") REFERENCES "public"."reservations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_trips" ADD CONSTRAINT "reservation_trips_reservation_uuid_reservations_uuid_fk" FOREIGN KEY ("reservation_uuid") REFERENCES "public"."reservations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_trips" ADD CONSTRAINT "reservation_trips_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart" ON "cart_items" USING btree ("cart_uuid");--> statement-breakpoint
CREATE INDEX "reservation_trips_trip" ON "reservation_trips" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "reservations_held_until" ON "reservations" USING btree ("held_until") WHERE "reservations"."state" = 'held';