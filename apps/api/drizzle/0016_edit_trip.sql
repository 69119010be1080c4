ALTER TABLE "payments" DROP CONSTRAINT "payments_amounts";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_amounts";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "carried_over" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "exchange_cart_uuid" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "carried_card" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "carried_store_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_exchange_cart_uuid_carts_uuid_fk" FOREIGN KEY ("exchange_cart_uuid") REFERENCES "public"."carts"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_per_exchange" ON "refunds" USING btree ("exchange_cart_uuid");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts" CHECK ("payments"."amount" >= 0 AND "payments"."store_credits" >= 0 AND "payments"."points" >= 0 AND "payments"."carried_over" >= 0);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amounts" CHECK ("refunds"."card" >= 0 AND "refunds"."store_credits" >= 0 AND "refunds"."points" >= 0 AND "refunds"."carried_card" >= 0 AND "refunds"."carried_store_credits" >= 0);