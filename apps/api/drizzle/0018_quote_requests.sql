CREATE TABLE "quote_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"form_token" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"details" jsonb NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quote_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "quote_requests_form_token_unique" UNIQUE("form_token"),
	CONSTRAINT "quote_requests_kind" CHECK ("quote_requests"."kind" IN ('corporate', 'charter')),
	CONSTRAINT "quote_requests_message" CHECK (char_length("quote_requests"."message") <= 5000)
);
