CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"user_id" uuid,
	"clinic_id" uuid,
	"dedupe_key" text,
	"channel" text NOT NULL,
	"to_phone" text NOT NULL,
	"language" text NOT NULL,
	"template" text NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sealed_credential" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"fallback_of" uuid,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_dedupeKey_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "outbox_messages_providerMessageId_unique" UNIQUE("provider_message_id")
);
--> statement-breakpoint
CREATE TABLE "phone_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verified_phones" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"opt_in_at" timestamp with time zone NOT NULL,
	"opt_in_version" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_emails_due_idx";--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "coordinator_phone" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "held_for_chain" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_channels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_phones" ADD CONSTRAINT "verified_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("available_at") WHERE "outbox_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_messages_booking_id_idx" ON "outbox_messages" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_chain_idx" ON "outbox_messages" USING btree ("chain_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_phone_idx" ON "outbox_messages" USING btree ("to_phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_user_idx" ON "phone_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "verified_phones_phone_idx" ON "verified_phones" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "outbox_emails_held_idx" ON "outbox_emails" USING btree ("held_for_chain") WHERE "outbox_emails"."held_for_chain" is not null;--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox_emails" USING btree ("available_at") WHERE "outbox_emails"."sent_at" is null and "outbox_emails"."failed_at" is null and "outbox_emails"."held_for_chain" is null;--> statement-breakpoint
CREATE INDEX "outbox_messages_channel_status_idx" ON "outbox_messages" USING btree ("channel","status");--> statement-breakpoint
CREATE INDEX "outbox_messages_failed_idx" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."status" = 'failed';--> statement-breakpoint
-- The reminders' email switch becomes one cell of the channels chosen per topic.
UPDATE "users" SET "message_channels" = jsonb_build_object('reminders', jsonb_build_object('email', "email_reminders"));--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "email_reminders";
