// @vitest-environment node
import type { PublicConfig } from "@ivdrips/contract/public-config";
import type { ServiceReviews } from "@ivdrips/contract/reviews";
import { describe, expect, it } from "vitest";
import { prerenderPage, type FetchApi } from "./entry-server";
import { PAYMENT_CONFIG } from "./features/booking/test/render-booking";
import { rangeAvailability } from "./test/availability";
import { service } from "./test/services";

const CONFIG: PublicConfig = {
  whatsappNumber: "60123456789",
  supportPhone: "+60 3-2785 0000",
  supportEmail: "support@ivdrips.my",
};
const NMN = service();
const VITAMIN_C = service({ id: "vitamin-c", name: "Vitamin C Boost", price: 450 });
const REVIEWS: ServiceReviews = {
  average: 5,
  count: 1,
  reviews: [
    {
      id: "r1",
      rating: 5,
      comment: "Calm, kind nurse.",
      author: "Aisha R.",
      createdAt: "2026-11-01T00:00:00Z",
    },
  ],
};

/** The API as the server answers the prerender in-process: a few GETs, and a log of what was asked. */
function fakeApi(answers: Record<string, unknown>, failing: string[] = []) {
  const asked: string[] = [];
  const fetchApi: FetchApi = async (input, init) => {
    asked.push(`${init.method ?? "GET"} ${input}`);
    if (failing.includes(input)) return Response.json({ message: "Database unavailable" }, { status: 503 });
    // An answer by path alone, made from the query (the day strip's week from today, whenever the test runs).
    const url = new URL(input, "http://api");
    const made = answers[url.pathname];
    if (typeof made === "function") return Response.json((made as (asked: URL) => unknown)(url));
    if (!(input in answers)) return Response.json({ message: "Not found" }, { status: 404 });
    return Response.json(answers[input]);
  };
  return { fetchApi, asked };
}

const CATALOGUE = {
  "/api/config": CONFIG,
  "/api/services": [NMN, VITAMIN_C],
  "/api/services/nmn-150": NMN,
  "/api/services/nmn-150/reviews": REVIEWS,
  "/api/providers?location=Kuala%20Lumpur": [
    { _id: "p1", name: "Klinik Harmoni", isActive: true, locations: ["Kuala Lumpur"], capacityPerWindow: 2 },
  ],
  "/api/payments/config": PAYMENT_CONFIG,
  "/api/availability": (asked: URL) => rangeAvailability(asked),
  // The booking card prices a visit with the city's fees (issue 37).
  "/api/visit-fees?city=Kuala%20Lumpur": {
    city: "Kuala Lumpur",
    nightSurcharge: 100,
    sameDaySurcharge: 150,
    callOutFee: 100,
  },
};

describe("prerenderPage", () => {
  it("renders /services with the catalogue it read, and hands that data on for the browser", async () => {
    const api = fakeApi(CATALOGUE);
    const page = await prerenderPage({ url: "/services", fetchApi: api.fetchApi, invitePass: true });
    expect(page).not.toBeNull();
    expect(page?.html).toContain("NMN 150mg");
    expect(page?.html).toContain("Vitamin C Boost");
    expect(page?.html).toContain('href="/service/vitamin-c"');
    expect(page?.data).toContainEqual([
      ["services", "en"],
      [NMN, VITAMIN_C],
    ]);
    expect(api.asked.every((call) => call.startsWith("GET /api/"))).toBe(true);
  });

  it("renders a service's page with its price, reviews and the booking card (issue 35: there with the page)", async () => {
    const api = fakeApi(CATALOGUE);
    const page = await prerenderPage({ url: "/service/nmn-150", fetchApi: api.fetchApi, invitePass: true });
    expect(page?.html).toContain("NMN 150mg");
    expect(page?.html).toMatch(/RM\s?1,600/);
    expect(page?.html).toContain("Calm, kind nurse.");
    expect(page?.html).toContain("About This Treatment");
    // The card's first step, as the browser's first render shows it: where, then the day to choose.
    expect(page?.html).toContain("Book Your Treatment");
    expect(page?.html).toContain('id="booking-card-title"');
    expect(page?.html).not.toContain('data-slot="skeleton"');
    expect(api.asked.some((call) => call.startsWith("GET /api/availability?providers=p1&"))).toBe(true);
    expect(api.asked).toContain("GET /api/services/nmn-150");
  });

  it("renders in the visitor's language; renders in several languages at once each keep their own", async () => {
    // Each answer takes a moment, as the database's do, so the renders are under way at the same time.
    const slowApi: FetchApi = async (input, init) => {
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
      return fakeApi(CATALOGUE).fetchApi(input, init);
    };
    const render = (language: "en" | "ms" | "zh") =>
      prerenderPage({
        url: "/service/nmn-150",
        fetchApi: slowApi,
        invitePass: true,
        language,
      });
    const pages = await Promise.all([render("ms"), render("en"), render("zh"), render("ms"), render("en")]);
    const cardTitles = pages.map(
      (page) => /id="booking-card-title"[^>]*>([^<]*)</.exec(page?.html ?? "")?.[1],
    );
    expect(cardTitles).toEqual([
      "Tempah Rawatan Anda",
      "Book Your Treatment",
      "预约您的疗程",
      "Tempah Rawatan Anda",
      "Book Your Treatment",
    ]);
    // Its data is what the app in that language asks for first: the catalogue under the language's key.
    expect(pages[0]?.data.map(([key]) => JSON.stringify(key))).toContain(JSON.stringify(["services", "ms"]));
  });

  it("renders the home page and support in English, neither signed in nor out (it cannot know)", async () => {
    const home = await prerenderPage({ url: "/", fetchApi: fakeApi(CATALOGUE).fetchApi, invitePass: true });
    expect(home?.html).toContain("Vitamin C Boost");
    // As the browser shows it while it checks a stored session: Login, not yet pressable.
    expect(home?.html).toMatch(/<button[^>]*disabled=""[^>]*>Login<\/button>/);
    const support = await prerenderPage({
      url: "/support",
      fetchApi: fakeApi(CATALOGUE).fetchApi,
      invitePass: true,
    });
    expect(support?.html).toContain("support@ivdrips.my");
  });

  it("renders a page for a visitor without an invite pass under the gate, reading only how to ask for a code", async () => {
    const api = fakeApi({
      ...CATALOGUE,
      "/api/invite-codes/contact?service=nmn-150": {
        whatsappNumber: CONFIG.whatsappNumber,
        supportPhone: CONFIG.supportPhone,
        supportEmail: CONFIG.supportEmail,
        serviceName: "NMN 150mg",
      },
    });
    const page = await prerenderPage({ url: "/service/nmn-150", fetchApi: api.fetchApi, invitePass: false });
    // The one call a visitor without a pass may make (decision 041); its answer is in the HTML, not the data.
    expect(api.asked).toEqual(["GET /api/invite-codes/contact?service=nmn-150"]);
    expect(page?.data).toEqual([]);
    expect(page?.html).toContain("mailto:support@ivdrips.my");
    expect(page?.html).toMatch(/<div role="dialog" aria-modal="true"[^>]*>/);
    expect(page?.html).toContain("Access Required");
    expect(page?.html).toContain("Please enter your invite code to access IV Drips");
    expect(page?.html).not.toContain("NMN 150mg");
    // A visitor with a pass rendered next does not get the gate.
    const passed = await prerenderPage({ url: "/services", fetchApi: api.fetchApi, invitePass: true });
    expect(passed?.html).toContain("NMN 150mg");
    expect(passed?.html).not.toContain("Access Required");
  });

  it("gives nothing when an API call fails: the browser shows the page as it would without a prerender", async () => {
    const api = fakeApi(CATALOGUE, ["/api/services"]);
    expect(await prerenderPage({ url: "/services", fetchApi: api.fetchApi, invitePass: true })).toBeNull();
    expect(api.asked.filter((call) => call === "GET /api/services")).toHaveLength(1); // no retries
  });

  it("stops when told to", async () => {
    const controller = new AbortController();
    controller.abort(new Error("too slow"));
    await expect(
      prerenderPage({
        url: "/services",
        fetchApi: fakeApi(CATALOGUE).fetchApi,
        invitePass: true,
        signal: controller.signal,
      }),
    ).rejects.toThrow();
  });
});
