CREATE TABLE "package_purchases" (
	"purchase_id" uuid PRIMARY KEY NOT NULL,
	"package_id" uuid NOT NULL,
	"package_name" text NOT NULL,
	"credits" integer NOT NULL,
	"valid_months" integer NOT NULL,
	"service_ids" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "package_purchases_credits_check" CHECK ("package_purchases"."credits" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text,
	"payment_provider" text,
	"payment_reference" text,
	"payment_session_id" text,
	"attention_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_reference_unique" UNIQUE("reference"),
	CONSTRAINT "purchases_paymentSessionId_unique" UNIQUE("payment_session_id"),
	CONSTRAINT "purchases_amount_check" CHECK ("purchases"."amount_sen" > 0),
	CONSTRAINT "purchases_kind_check" CHECK ("purchases"."kind" in ('package')),
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('pending', 'paid', 'expired')),
	CONSTRAINT "purchases_paid_check" CHECK (("purchases"."status" = 'paid') = ("purchases"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_sessions" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_returned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_purchases" ADD CONSTRAINT "package_purchases_package_id_drip_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."drip_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_credit_purchase_id_package_purchases_purchase_id_fk" FOREIGN KEY ("credit_purchase_id") REFERENCES "public"."package_purchases"("purchase_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_credit_purchase_idx" ON "bookings" USING btree ("credit_purchase_id") WHERE "bookings"."credit_purchase_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_sessions_purchase_id_idx" ON "payment_sessions" USING btree ("purchase_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_credit_check" CHECK ("bookings"."credit_sen" >= 0 and "bookings"."credit_sen" <= "bookings"."total_sen" and ("bookings"."credit_purchase_id" is null) = ("bookings"."credit_sen" = 0));--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_pays_for_check" CHECK (num_nonnulls("payment_sessions"."booking_id", "payment_sessions"."purchase_id") = 1);