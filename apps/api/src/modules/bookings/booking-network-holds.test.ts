import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import { bookingRequest } from "../../../test/booking-fixtures";
import { registerCustomer, VALID_PASSWORD } from "../../../test/test-app";
import { DEFAULT_HOLDS_PER_NETWORK } from "../../config";
import { bookings } from "../../db/schema";
import { MAX_OPEN_HOLDS } from "./booking-holds.service";

/**
 * Throwaway accounts cannot fill the windows: open unpaid holds are capped per network (an address, or an
 * IPv6 /64) as well as per account (and per IPv6 /48: booking-site-holds.test.ts). The network is kept on a
 * hold only while it is open.
 */

const NOW = "2026-06-01T09:00:00+08:00";
// Every earlier test's holds run out, so no network carries open holds into the next test.
const t = appUnderTest({ now: NOW, bookingHoldMinutes: 30, eachTest: "sweep, reset clock" });
/** A day of its own for each hold, so the provider's capacity (2 a window) never refuses first. */
const freshDay = freshDays("2026-07-02");

const hold = (token: string, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/bookings",
    headers: { authorization: `Bearer ${token}` },
    remoteAddress,
    payload: bookingRequest({ date: freshDay() }),
  });

const throwawayAccounts = async (count: number) =>
  Promise.all(Array.from({ length: count }, async () => (await registerCustomer(t.app)).token));

const bookingCount = async () =>
  (await t.database.db.select({ count: sql<number>`count(*)::int` }).from(bookings))[0]?.count ?? 0;

/** Fills a network's cap with holds from throwaway accounts (each under its own cap); returns their ids. */
async function fillNetwork(address: string): Promise<string[]> {
  const accounts = await throwawayAccounts(Math.ceil(DEFAULT_HOLDS_PER_NETWORK / MAX_OPEN_HOLDS));
  const ids: string[] = [];
  for (let i = 0; i < DEFAULT_HOLDS_PER_NETWORK; i += 1) {
    const response = await hold(accounts[Math.floor(i / MAX_OPEN_HOLDS)] ?? "", address);
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json()._id);
  }
  return ids;
}

describe("open holds per network", () => {
  it("refuses the next hold from a network at its cap, whatever account asks, and writes nothing", async () => {
    expect(DEFAULT_HOLDS_PER_NETWORK).toBeGreaterThan(MAX_OPEN_HOLDS);
    await fillNetwork("198.51.100.10");
    const [fresh] = await throwawayAccounts(1);
    const before = await bookingCount();
    const refused = await hold(fresh ?? "", "198.51.100.10");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "TOO_MANY_HOLDS",
      message:
        "Too many bookings from your network are waiting for payment. Please pay for one, or try again in a few minutes.",
      messageId: "tooManyNetworkHolds",
    });
    expect(await bookingCount()).toBe(before);
    // The same new account from another network is not held back.
    expect((await hold(fresh ?? "", "198.51.100.11")).statusCode).toBe(201);
  });

  it("still refuses a fourth hold of one account first, with the account's own message", async () => {
    const [token] = await throwawayAccounts(1);
    for (let i = 0; i < MAX_OPEN_HOLDS; i += 1) {
      expect((await hold(token ?? "", `198.51.100.${20 + i}`)).statusCode).toBe(201);
    }
    const refused = await hold(token ?? "", "198.51.100.30");
    expect(refused.json()).toMatchObject({
      code: "TOO_MANY_HOLDS",
      message: "You already have 3 bookings waiting for payment. Please pay for or cancel one first.",
      messageId: "tooManyHolds",
      params: { count: 3 },
    });
  });

  it("counts the hosted checkout's own holds too", async () => {
    await fillNetwork("198.51.100.40");
    const [token] = await throwawayAccounts(1);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/payments/create-checkout-session-with-booking",
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: "198.51.100.40",
      payload: {
        bookingData: bookingRequest({ date: freshDay() }),
        amount: 600,
        currency: "MYR",
        paymentMethod: "card",
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Too many bookings from your network are waiting for payment. Please pay for one, or try again in a few minutes.",
    );
  });

  it("counts an IPv6 /64 as one network, and IPv4 written IPv4-mapped as itself", async () => {
    const accounts = await throwawayAccounts(2);
    for (let i = 0; i < DEFAULT_HOLDS_PER_NETWORK; i += 1) {
      const address = `2001:db8:aa:1::${(i + 1).toString(16)}`;
      expect((await hold(accounts[Math.floor(i / MAX_OPEN_HOLDS)] ?? "", address)).statusCode).toBe(201);
    }
    const [next] = await throwawayAccounts(1);
    expect((await hold(next ?? "", "2001:db8:aa:1:ffff:ffff:ffff:fffe")).statusCode).toBe(409);
    // Another /64 of the same /48 counts against the same site (booking-site-holds.test.ts); another site's not.
    expect((await hold(next ?? "", "2001:db8:aa:2::1")).statusCode).toBe(409);
    expect((await hold(next ?? "", "2001:db8:ab:2::1")).statusCode).toBe(201);

    await fillNetwork("198.51.100.50");
    expect((await hold(next ?? "", "::ffff:198.51.100.50")).statusCode).toBe(409);
  });

  it("frees a place for the network when a hold is paid, released or runs out", async () => {
    const ids = await fillNetwork("198.51.100.60");
    const [next] = await throwawayAccounts(1);
    expect((await hold(next ?? "", "198.51.100.60")).statusCode).toBe(409);

    await t.app.bookings.markPaid(ids[0] ?? "", { method: "card", provider: "sandbox" });
    const afterPaid = await hold(next ?? "", "198.51.100.60");
    expect(afterPaid.statusCode, afterPaid.body).toBe(201);
    expect((await hold(next ?? "", "198.51.100.60")).statusCode).toBe(409);

    await t.app.bookings.releaseHold(ids[1] ?? "", "abandoned");
    expect((await hold(next ?? "", "198.51.100.60")).statusCode).toBe(201);

    t.clock.advance(31 * 60_000);
    await t.app.bookings.sweep();
    expect((await hold(next ?? "", "198.51.100.60")).statusCode).toBe(201);
  });

  it("keeps the network only while the hold is open, and erases it with the account", async () => {
    const network = async (id: string) => {
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
      return row && { network: row.clientNetwork, site: row.clientSite };
    };
    const gone = { network: null, site: null };
    const customer = await registerCustomer(t.app);
    const paid = (await hold(customer.token, "2001:db8:bb:1::7")).json()._id;
    const open = (await hold(customer.token, "198.51.100.70")).json()._id;
    const openIpv6 = (await hold(customer.token, "2001:db8:bb:2::7")).json()._id;
    expect(await network(paid)).toEqual({ network: "2001:db8:bb:1::/64", site: "2001:db8:bb::/48" });
    expect(await network(open)).toEqual({ network: "198.51.100.70", site: null });

    await t.app.bookings.markPaid(paid, { method: "card", provider: "sandbox" });
    expect(await network(paid)).toEqual(gone);

    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/users/profile",
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { password: VALID_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await network(open)).toEqual(gone);
    expect(await network(openIpv6)).toEqual(gone);
  });

  it("never lets holds asked at once from one network pass its cap", async () => {
    const accounts = await throwawayAccounts(4);
    const answers = await Promise.all(
      accounts.flatMap((token) => Array.from({ length: MAX_OPEN_HOLDS }, () => hold(token, "198.51.100.80"))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(DEFAULT_HOLDS_PER_NETWORK);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    const open = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(sql`${bookings.clientNetwork} = '198.51.100.80' and ${bookings.status} = 'pending'`);
    expect(open[0]?.count).toBe(DEFAULT_HOLDS_PER_NETWORK);
  });
});
