CREATE TABLE "booking_clearances" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"sealed_record" text NOT NULL,
	"consent_version" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"decision" text DEFAULT 'pending' NOT NULL,
	"clinician_id" uuid,
	"decided_at" timestamp with time zone,
	"retain_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_clearances_decision_check" CHECK ("booking_clearances"."decision" in ('pending', 'cleared', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "clinicians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"registration_body" text NOT NULL,
	"registration_number" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinicians_role_check" CHECK ("clinicians"."role" in ('doctor', 'nurse'))
);
--> statement-breakpoint
CREATE TABLE "health_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"version" text NOT NULL,
	"language" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "health_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"sealed_answers" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "absolute_contraindications" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "relative_contraindications" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "consent_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_clearances" ADD CONSTRAINT "booking_clearances_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_clearances" ADD CONSTRAINT "booking_clearances_clinician_id_clinicians_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."clinicians"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinicians" ADD CONSTRAINT "clinicians_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_consents" ADD CONSTRAINT "health_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_profiles" ADD CONSTRAINT "health_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_clearances_retain_until_idx" ON "booking_clearances" USING btree ("retain_until");--> statement-breakpoint
CREATE UNIQUE INDEX "clinicians_registration_key" ON "clinicians" USING btree ("clinic_id","registration_body","registration_number");--> statement-breakpoint
CREATE INDEX "health_consents_user_id_idx" ON "health_consents" USING btree ("user_id","given_at");