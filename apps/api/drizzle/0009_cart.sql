CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"price_lp" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_name_unique" UNIQUE("name"),
	CONSTRAINT "products_price" CHECK ("products"."price" >= 0 AND "products"."price_lp" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"amount_cents" integer,
	"percent" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"categories" jsonb,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_value" CHECK (("vouchers"."amount_cents" IS NULL) <> ("vouchers"."percent" IS NULL)),
	CONSTRAINT "vouchers_amount" CHECK ("vouchers"."amount_cents" IS NULL OR "vouchers"."amount_cents" >= 0),
	CONSTRAINT "vouchers_percent" CHECK ("vouchers"."percent" IS NULL OR "vouchers"."percent" BETWEEN 0 AND 100),
	CONSTRAINT "vouchers_uses" CHECK ("vouchers"."uses" >= 0 AND ("vouchers"."usage_limit" IS NULL OR "vouchers"."uses" <= "vouchers"."usage_limit"))
);
