CREATE TABLE "drip_package_services" (
	"package_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	CONSTRAINT "drip_package_services_package_id_service_id_pk" PRIMARY KEY("package_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "drip_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"credits" integer NOT NULL,
	"price_sen" integer NOT NULL,
	"valid_months" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drip_packages_credits_check" CHECK ("drip_packages"."credits" between 1 and 20),
	CONSTRAINT "drip_packages_price_check" CHECK ("drip_packages"."price_sen" > 0),
	CONSTRAINT "drip_packages_valid_months_check" CHECK ("drip_packages"."valid_months" between 1 and 24)
);
--> statement-breakpoint
ALTER TABLE "drip_package_services" ADD CONSTRAINT "drip_package_services_package_id_drip_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."drip_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_package_services" ADD CONSTRAINT "drip_package_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drip_package_services_service_idx" ON "drip_package_services" USING btree ("service_id");