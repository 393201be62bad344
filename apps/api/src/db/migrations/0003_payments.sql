CREATE TABLE "crypto_payments" (
	"tx_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid,
	"token" text NOT NULL,
	"token_address" text NOT NULL,
	"from_address" text NOT NULL,
	"amount_units" text NOT NULL,
	"expected_units" text NOT NULL,
	"block_number" text NOT NULL,
	"attention_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_sen" integer NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attention_reason" text;--> statement-breakpoint
ALTER TABLE "crypto_payments" ADD CONSTRAINT "crypto_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_payments" ADD CONSTRAINT "crypto_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crypto_payments_booking_id_idx" ON "crypto_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_sessions_booking_id_idx" ON "payment_sessions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_sessions_open_idx" ON "payment_sessions" USING btree ("expires_at") WHERE "payment_sessions"."status" = 'open';