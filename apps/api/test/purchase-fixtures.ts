import type { AdminDripPackage } from "@ivdrips/contract/drip-packages";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Database } from "../src/db/client";
import { inTransaction } from "../src/db/transactions";
import { giftCardCodeKey } from "../src/modules/gift-cards/gift-card-codes";
import { createGiftCardsService } from "../src/modules/gift-cards/gift-cards.service";
import type { Clock } from "../src/lib/clock";
import { addStaff } from "./staff-fixtures";
import { injectAs, TEST_JWT_SECRET } from "./test-app";

/** A package staff define through the console (issue 39): NutriGlow drips unless `terms` says otherwise. */
export async function definePackage(
  app: FastifyInstance,
  db: Database,
  terms: Partial<{ name: string; serviceIds: string[]; credits: number; price: number; validMonths: number }>,
): Promise<AdminDripPackage> {
  const staff = await addStaff(app, db);
  const created = await injectAs(
    app,
    staff.token,
  )({
    method: "POST",
    url: "/api/admin/packages",
    payload: {
      name: "4 × NutriGlow",
      serviceIds: ["nutriglow"],
      credits: 4,
      price: 2000,
      validMonths: 3,
      ...terms,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<AdminDripPackage>();
}

/** Issues a paid gift card of `amountRm` straight through the service, as its payment would; its code and id. */
export async function issueGiftCard(
  db: Database,
  clock: Clock,
  amountRm: number,
): Promise<{ code: string; cardId: string }> {
  const cards = createGiftCardsService({ db, clock, codeKey: giftCardCodeKey(TEST_JWT_SECRET) });
  const { card, code } = await inTransaction(db, (tx) =>
    cards.issue(tx, {
      amountSen: Math.round(amountRm * 100),
      buyerUserId: null,
      recipientName: "Nur Aisyah",
      recipientEmail: "aisyah@example.com",
      message: null,
    }),
  );
  return { code, cardId: card.id };
}
