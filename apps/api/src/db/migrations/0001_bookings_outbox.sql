CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"provider_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time_slot" text NOT NULL,
	"window_starts_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_address" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_sen" integer NOT NULL,
	"total_sen" integer NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"clinic_approval_status" text DEFAULT 'pending' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"payment_method" text,
	"payment_session_id" text,
	"paid_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"completed_at" timestamp with time zone,
	"refund_sen" integer,
	"cancellation_fee_sen" integer,
	"refund_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_paymentSessionId_unique" UNIQUE("payment_session_id"),
	CONSTRAINT "bookings_quantity_check" CHECK ("bookings"."quantity" between 1 and 10),
	CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."unit_price_sen" >= 0 and "bookings"."total_sen" = "bookings"."unit_price_sen" * "bookings"."quantity"),
	CONSTRAINT "bookings_window_check" CHECK ("bookings"."window_ends_at" > "bookings"."window_starts_at"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'confirmed', 'completed', 'cancelled')),
	CONSTRAINT "bookings_payment_status_check" CHECK ("bookings"."payment_status" in ('pending', 'paid', 'expired', 'cancelled', 'refunded', 'partially_refunded')),
	CONSTRAINT "bookings_approval_status_check" CHECK ("bookings"."clinic_approval_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "bookings_refund_check" CHECK ("bookings"."refund_sen" is null or ("bookings"."refund_sen" >= 0 and "bookings"."refund_sen" <= "bookings"."total_sen"))
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"dedupe_key" text,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_emails_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_id_window_idx" ON "bookings" USING btree ("user_id","window_starts_at");--> statement-breakpoint
CREATE INDEX "bookings_provider_window_idx" ON "bookings" USING btree ("provider_id","window_starts_at");--> statement-breakpoint
CREATE INDEX "bookings_pending_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_approved_window_end_idx" ON "bookings" USING btree ("window_ends_at") WHERE "bookings"."status" = 'confirmed' and "bookings"."clinic_approval_status" = 'approved';--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox_emails" USING btree ("available_at") WHERE "outbox_emails"."sent_at" is null and "outbox_emails"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_emails_booking_id_idx" ON "outbox_emails" USING btree ("booking_id");