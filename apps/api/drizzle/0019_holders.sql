ALTER TABLE "reservations" ADD COLUMN "holder_client" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "holder_user_id" uuid;--> statement-breakpoint
CREATE INDEX "reservations_held_by_client" ON "reservations" USING btree ("holder_client") WHERE "reservations"."state" = 'held';--> statement-breakpoint
CREATE INDEX "reservations_held_by_member" ON "reservations" USING btree ("holder_user_id") WHERE "reservations"."state" = 'held';