CREATE TABLE "store_credit_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"cents" integer NOT NULL,
	"reason" text NOT NULL,
	"reservation_uuid" uuid,
	"payment_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_credit_records_reason" CHECK ("store_credit_records"."reason" IN ('opening', 'referral', 'checkout', 'given_back', 'refund')),
	CONSTRAINT "store_credit_records_nonzero" CHECK ("store_credit_records"."cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "points_records" ADD COLUMN "direction" integer;--> statement-breakpoint
ALTER TABLE "store_credit_records" ADD CONSTRAINT "store_credit_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_credit_records_user" ON "store_credit_records" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_records_earned_once" ON "points_records" USING btree ("payment_id","direction") WHERE "points_records"."transaction_type" = 1 AND "points_records"."payment_id" IS NOT NULL;--> statement-breakpoint
-- Balances from before the ledger open it, so every balance equals the sum of its records (decision 212).
INSERT INTO "store_credit_records" ("user_id", "cents", "reason", "created_at") SELECT "id", "store_credits", 'opening', now() FROM "users" WHERE "store_credits" > 0;
