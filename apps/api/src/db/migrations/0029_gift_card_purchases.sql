ALTER TABLE "gift_card_ledger" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "gift_card_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_ledger_purchase_idx" ON "gift_card_ledger" USING btree ("purchase_id");--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_one_use_check" CHECK ("gift_card_ledger"."booking_id" is null or "gift_card_ledger"."purchase_id" is null);--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_gift_card_check" CHECK ("purchases"."gift_card_sen" >= 0 and "purchases"."gift_card_sen" <= "purchases"."amount_sen");