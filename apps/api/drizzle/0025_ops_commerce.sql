CREATE TABLE "site_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voucher_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "routes" jsonb;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_voucher" ON "payments" USING btree ("voucher_id") WHERE "payments"."voucher_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_created_at" ON "payments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_per_customer" CHECK ("vouchers"."per_customer_limit" IS NULL OR "vouchers"."per_customer_limit" >= 1);