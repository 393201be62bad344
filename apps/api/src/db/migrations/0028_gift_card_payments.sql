CREATE TABLE "gift_card_orders" (
	"purchase_id" uuid PRIMARY KEY NOT NULL,
	"amount_sen" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text,
	"send_on" date NOT NULL,
	"gift_card_id" uuid,
	CONSTRAINT "gift_card_orders_giftCardId_unique" UNIQUE("gift_card_id"),
	CONSTRAINT "gift_card_orders_amount_check" CHECK ("gift_card_orders"."amount_sen" between 10000 and 500000)
);
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "gift_card_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "gift_card_refund_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_orders" ADD CONSTRAINT "gift_card_orders_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_orders" ADD CONSTRAINT "gift_card_orders_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_gift_card_check" CHECK ("bookings"."gift_card_sen" >= 0 and "bookings"."credit_sen" + "bookings"."gift_card_sen" <= "bookings"."total_sen" and "bookings"."gift_card_refund_sen" between 0 and "bookings"."gift_card_sen");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_kind_check" CHECK ("purchases"."kind" in ('package', 'gift_card'));