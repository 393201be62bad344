import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest, freshDays, type AppUnderTest } from "../../../test/app-under-test";
import { bookingRequest } from "../../../test/booking-fixtures";
import { registerCustomer } from "../../../test/test-app";
import { DEFAULT_HOLDS_PER_IPV6_SITE, DEFAULT_HOLDS_PER_NETWORK } from "../../config";
import { bookings } from "../../db/schema";
import { MAX_OPEN_HOLDS } from "./booking-holds.service";

/**
 * A customer handed a /56 or a /48 can ask from any of its /64s: open unpaid holds are capped per IPv6 site
 * (the /48) as well as per /64 (decision 032), so such a customer cannot fill a provider's calendar one /64 at
 * a time. Asked through a trusted proxy (TRUST_PROXY=1), as production runs: the client is the address the
 * proxy appends to X-Forwarded-For, whatever the client wrote before it.
 */

const NOW = "2026-06-01T09:00:00+08:00";
/** The proxy every request comes from; the client is the last X-Forwarded-For entry. */
const PROXY = "10.0.0.2";
const TOO_MANY_FROM_NETWORK =
  "Too many bookings from your network are waiting for payment. Please pay for one, or try again in a few minutes.";

type Holds = AppUnderTest<{ now: string; trustProxy: number }>;

/** Holds a fresh day's window for `token`, from `client` behind the proxy, after a made-up entry of the client's. */
function holder(t: Holds) {
  const freshDay = freshDays("2026-07-02");
  let forged = 0;
  return (token: string, client: string) => {
    forged += 1;
    return t.app.inject({
      method: "POST",
      url: "/api/bookings",
      remoteAddress: PROXY,
      headers: {
        authorization: `Bearer ${token}`,
        // What the client wrote itself (a new site each time), then what the proxy appended.
        "x-forwarded-for": `2001:db8:f${forged.toString(16).padStart(3, "0")}::1, ${client}`,
      },
      payload: bookingRequest({ date: freshDay() }),
    });
  };
}

/** Enough throwaway accounts for `holds` holds, each account under its own cap; the account for the i-th. */
async function accountsFor(t: Holds, holds: number): Promise<(i: number) => string> {
  const tokens = await Promise.all(
    Array.from(
      { length: Math.ceil(holds / MAX_OPEN_HOLDS) },
      async () => (await registerCustomer(t.app)).token,
    ),
  );
  return (i) => tokens[Math.floor(i / MAX_OPEN_HOLDS)] ?? "";
}

const openHoldsOf = async (t: Holds, column: "clientSite" | "clientNetwork", value: string) =>
  (
    await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings[column], value), eq(bookings.status, "pending")))
  )[0]?.count;

describe("open holds per IPv6 site, by default", () => {
  const t = appUnderTest({ now: NOW, trustProxy: 1 });
  const hold = holder(t);

  it("lets 12 holds from twelve /64s of one /48 take no more than the cap; another /48 is not held back", async () => {
    expect(DEFAULT_HOLDS_PER_IPV6_SITE).toBe(DEFAULT_HOLDS_PER_NETWORK);
    const account = await accountsFor(t, 12);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await hold(account(i), `2001:db8:cc:${(i + 1).toString(16)}::1`);
      statuses.push(answer.statusCode);
      if (answer.statusCode !== 201) {
        expect(answer.json()).toMatchObject({
          code: "TOO_MANY_HOLDS",
          message: TOO_MANY_FROM_NETWORK,
          messageId: "tooManyNetworkHolds",
        });
      }
    }
    expect(statuses).toEqual([
      ...Array<number>(DEFAULT_HOLDS_PER_IPV6_SITE).fill(201),
      ...Array<number>(12 - DEFAULT_HOLDS_PER_IPV6_SITE).fill(409),
    ]);
    expect(await openHoldsOf(t, "clientSite", "2001:db8:cc::/48")).toBe(DEFAULT_HOLDS_PER_IPV6_SITE);
    // Each /64 holds one: no /64 reached its own cap, the /48's refused the rest.
    expect(await openHoldsOf(t, "clientNetwork", "2001:db8:cc:1::/64")).toBe(1);

    const fresh = await registerCustomer(t.app);
    expect((await hold(fresh.token, "2001:db8:cd:1::1")).statusCode).toBe(201);
    // An IPv4 client has no site: its address is its network, capped as before.
    expect((await hold(fresh.token, "198.51.100.90")).statusCode).toBe(201);
  });

  it("frees a place for the site when one of its holds is released", async () => {
    const account = await accountsFor(t, DEFAULT_HOLDS_PER_IPV6_SITE + 1);
    const ids: string[] = [];
    for (let i = 0; i < DEFAULT_HOLDS_PER_IPV6_SITE; i += 1) {
      const answer = await hold(account(i), `2001:db8:ce:${(i + 1).toString(16)}::1`);
      expect(answer.statusCode, answer.body).toBe(201);
      ids.push(answer.json()._id);
    }
    const next = account(DEFAULT_HOLDS_PER_IPV6_SITE);
    expect((await hold(next, "2001:db8:ce:ff::1")).statusCode).toBe(409);
    await t.app.bookings.releaseHold(ids[0] ?? "", "abandoned");
    expect((await hold(next, "2001:db8:ce:ff::1")).statusCode).toBe(201);
  });
});

describe("open holds per IPv6 site, with HOLDS_PER_IPV6_SITE above HOLDS_PER_NETWORK", () => {
  const SITE_CAP = DEFAULT_HOLDS_PER_NETWORK + 3;
  const t = appUnderTest({ now: NOW, trustProxy: 1, holdsPerIpv6Site: SITE_CAP });
  const hold = holder(t);

  it("counts each /64 against HOLDS_PER_NETWORK and the /48 against HOLDS_PER_IPV6_SITE", async () => {
    const account = await accountsFor(t, SITE_CAP + 2);
    let asked = 0;
    const ask = async (client: string) => (await hold(account(asked++), client)).statusCode;
    // One /64 to its own cap, then refused although its site has room.
    for (let i = 0; i < DEFAULT_HOLDS_PER_NETWORK; i += 1)
      expect(await ask(`2001:db8:ee:1::${i + 1}`)).toBe(201);
    expect(await ask("2001:db8:ee:1::ff")).toBe(409);
    // Other /64s of the site fill the rest of its cap, then the site refuses.
    for (let i = DEFAULT_HOLDS_PER_NETWORK; i < SITE_CAP; i += 1) {
      expect(await ask(`2001:db8:ee:${(i + 2).toString(16)}::1`)).toBe(201);
    }
    expect(await ask("2001:db8:ee:ff::1")).toBe(409);
    expect(await openHoldsOf(t, "clientSite", "2001:db8:ee::/48")).toBe(SITE_CAP);
  });
});
