import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * A paid gift card of `amount` RM for `recipientName`, issued through the browser-test route (the server keeps
 * only a hash of a code, so a spec cannot read one back): its id and code.
 */
export async function issueGiftCard(
  request: APIRequestContext,
  amount: number,
  recipientName: string,
  recipientEmail = `${recipientName.split(" ")[0]?.toLowerCase() ?? "someone"}.gift@example.com`,
): Promise<{ id: string; code: string }> {
  const issued = await request.post("/api/test/gift-cards", {
    data: { amount, recipientName, recipientEmail },
  });
  expect(issued.status(), await issued.text()).toBe(201);
  return (await issued.json()) as { id: string; code: string };
}

/** What the card of `code` holds, in RM, read through the balance check. */
export async function giftCardBalance(request: APIRequestContext, code: string): Promise<number> {
  const balance = await request.get(`/api/gift-cards/${code}/balance`);
  expect(balance.status()).toBe(200);
  return ((await balance.json()) as { balance: number }).balance;
}
