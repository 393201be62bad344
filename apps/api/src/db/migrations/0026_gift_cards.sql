CREATE TABLE "gift_card_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"delta_sen" integer NOT NULL,
	"balance_after_sen" integer NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_ledger_card_seq_unique" UNIQUE("gift_card_id","seq"),
	CONSTRAINT "gift_card_ledger_balance_check" CHECK ("gift_card_ledger"."balance_after_sen" >= 0),
	CONSTRAINT "gift_card_ledger_delta_check" CHECK ("gift_card_ledger"."delta_sen" <> 0),
	CONSTRAINT "gift_card_ledger_kind_check" CHECK ("gift_card_ledger"."kind" in ('issue', 'redeem', 'refund', 'void'))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"code_end" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"buyer_user_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "gift_cards_codeHash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_amount_check" CHECK ("gift_cards"."amount_sen" between 10000 and 500000),
	CONSTRAINT "gift_cards_status_check" CHECK ("gift_cards"."status" in ('active', 'void'))
);
--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_ledger_booking_idx" ON "gift_card_ledger" USING btree ("booking_id");--> statement-breakpoint
-- A gift card's ledger is append-only, whoever connects: an entry is never edited or removed, only followed.
CREATE FUNCTION "gift_card_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'gift_card_ledger is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "gift_card_ledger_append_only" BEFORE UPDATE OR DELETE ON "gift_card_ledger"
  FOR EACH ROW EXECUTE FUNCTION "gift_card_ledger_append_only"();
