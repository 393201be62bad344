ALTER TABLE "crypto_payments" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "crypto_payments" ADD CONSTRAINT "crypto_payments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crypto_payments_purchase_id_idx" ON "crypto_payments" USING btree ("purchase_id");--> statement-breakpoint
ALTER TABLE "crypto_payments" ADD CONSTRAINT "crypto_payments_pays_one_check" CHECK ("crypto_payments"."booking_id" is null or "crypto_payments"."purchase_id" is null);