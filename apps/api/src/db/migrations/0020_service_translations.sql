CREATE TABLE "service_translations" (
	"service_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text,
	"tagline" text,
	"description" text,
	"benefits" text[],
	"ingredients" text[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_translations_service_id_language_pk" PRIMARY KEY("service_id","language"),
	CONSTRAINT "service_translations_language_check" CHECK ("service_translations"."language" in ('ms', 'zh'))
);
--> statement-breakpoint
ALTER TABLE "service_translations" ADD CONSTRAINT "service_translations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Translations are part of the public catalogue every API process keeps in memory (migration 0014): a write
-- to them notifies `catalogue_changed` at its commit, as a write to `services` does.
CREATE TRIGGER service_translations_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_translations FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
