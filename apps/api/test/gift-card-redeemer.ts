/**
 * A second process that spends a gift card (gift-card-race.postgres.test.ts): DATABASE_URL, the card, the sen
 * each redemption wants and the bookings to redeem for, all at once on a pool of its own. Prints what it took.
 */
import { openPostgresDatabase } from "../src/db/client";
import { inTransaction } from "../src/db/transactions";
import { giftCardCodeKey } from "../src/modules/gift-cards/gift-card-codes";
import { createGiftCardsService } from "../src/modules/gift-cards/gift-cards.service";

const [url, cardId, wanted, ...bookingIds] = process.argv.slice(2);
if (!url || !cardId || !wanted)
  throw new Error("usage: gift-card-redeemer <url> <cardId> <sen> <bookingId>...");

const handle = await openPostgresDatabase(url, { maxConnections: bookingIds.length });
const cards = createGiftCardsService({
  db: handle.db,
  clock: () => new Date(),
  codeKey: giftCardCodeKey("unused-here-no-code-is-hashed"),
});
const taken = await Promise.all(
  bookingIds.map((bookingId) =>
    inTransaction(handle.db, (tx) => cards.redeem(tx, cardId, { wantedSen: Number(wanted), bookingId })),
  ),
);
await handle.close();
process.stdout.write(JSON.stringify(taken));
