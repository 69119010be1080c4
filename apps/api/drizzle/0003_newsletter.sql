CREATE TABLE "newsletter_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"audience_id" text NOT NULL,
	"status" text NOT NULL,
	"confirm_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscriptions_unsubscribe_hash_unique" UNIQUE("unsubscribe_hash")
);
