ALTER TABLE "crypto_payments" ADD COLUMN "block_hash" text;--> statement-breakpoint
ALTER TABLE "crypto_payments" ADD COLUMN "finalized_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "crypto_payments_unsettled_idx" ON "crypto_payments" USING btree ("created_at") WHERE "crypto_payments"."finalized_at" is null and "crypto_payments"."attention_reason" is null;