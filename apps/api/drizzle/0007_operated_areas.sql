CREATE TABLE "operated_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"service_type" integer NOT NULL,
	"area_type" integer NOT NULL,
	"city" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"polygon" jsonb NOT NULL,
	CONSTRAINT "operated_areas_name_unique" UNIQUE("name")
);
