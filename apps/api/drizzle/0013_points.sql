CREATE TABLE "points_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"transaction_type" integer NOT NULL,
	"reservation_uuid" uuid,
	"payment_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_records_type" CHECK ("points_records"."transaction_type" IN (1, 2, 3, 4)),
	CONSTRAINT "points_records_nonzero" CHECK ("points_records"."points" <> 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amounts";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "points_records" ADD CONSTRAINT "points_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_records_user" ON "points_records" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts" CHECK ("payments"."amount" >= 0 AND "payments"."store_credits" >= 0 AND "payments"."points" >= 0);