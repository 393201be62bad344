ALTER TABLE "bookings" ADD COLUMN "payment_processing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "payment_type" text;