import { describe, expect, it } from "vitest";
import { paymentPageUrl, walletAppLinks } from "./wallet-links";

describe("paymentPageUrl", () => {
  it("keeps the page and its query, and puts the anchor in place of any other", () => {
    expect(paymentPageUrl("https://ivdrips.my/service/nutriboost?supplier=kl-1#reviews", "book")).toBe(
      "https://ivdrips.my/service/nutriboost?supplier=kl-1#book",
    );
  });
});

describe("walletAppLinks", () => {
  const page = "https://ivdrips.my/service/nutriboost?supplier=kl-1&x=a b#book";

  it("opens the page in MetaMask, Coinbase Wallet and Trust Wallet by their universal links", () => {
    const links = walletAppLinks(page);
    expect(links.map((link) => link.app)).toEqual(["metamask", "coinbase", "trust"]);
    const [metamask, coinbase, trust] = links;
    expect(metamask?.href).toBe(
      "https://metamask.app.link/dapp/ivdrips.my/service/nutriboost?supplier=kl-1&x=a%20b#book",
    );
    const coinbaseUrl = new URL(coinbase?.href ?? "");
    expect(coinbaseUrl.origin + coinbaseUrl.pathname).toBe("https://go.cb-w.com/dapp");
    expect(coinbaseUrl.searchParams.get("cb_url")).toBe(
      "https://ivdrips.my/service/nutriboost?supplier=kl-1&x=a%20b#book",
    );
    const trustUrl = new URL(trust?.href ?? "");
    expect(trustUrl.origin + trustUrl.pathname).toBe("https://link.trustwallet.com/open_url");
    expect(trustUrl.searchParams.get("coin_id")).toBe("60");
    expect(trustUrl.searchParams.get("url")).toBe(
      "https://ivdrips.my/service/nutriboost?supplier=kl-1&x=a%20b#book",
    );
  });

  it("encodes the page whole, so its own query and anchor are not read as the link's", () => {
    const [, coinbase, trust] = walletAppLinks(page);
    expect(coinbase?.href).not.toContain("#book");
    expect(trust?.href).toContain(encodeURIComponent("?supplier=kl-1&x=a%20b#book"));
    expect(new URL(trust?.href ?? "").searchParams.get("supplier")).toBeNull();
  });
});
