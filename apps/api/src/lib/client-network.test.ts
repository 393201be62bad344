import { describe, expect, it } from "vitest";
import { clientNetworks, rateLimitKey } from "./client-network";

describe("clientNetworks", () => {
  it("keeps an IPv4 address, also when written IPv4-mapped, with no site", () => {
    expect(clientNetworks("198.51.100.7")).toEqual({ network: "198.51.100.7", site: null });
    expect(clientNetworks("::ffff:198.51.100.7")).toEqual({ network: "198.51.100.7", site: null });
    expect(clientNetworks("127.0.0.1")).toEqual({ network: "127.0.0.1", site: null });
  });

  it("takes an IPv6 address to its /64 and its /48, however it is written", () => {
    expect(clientNetworks("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toEqual({
      network: "2001:db8:1:2::/64",
      site: "2001:db8:1::/48",
    });
    expect(clientNetworks("2001:0DB8:0001:0002:0000:0000:0000:0001")).toEqual({
      network: "2001:db8:1:2::/64",
      site: "2001:db8:1::/48",
    });
    expect(clientNetworks("2001:db8:1:ff00::1")).toEqual({
      network: "2001:db8:1:ff00::/64",
      site: "2001:db8:1::/48",
    });
    expect(clientNetworks("::1")).toEqual({ network: "::/64", site: "::/48" });
  });

  it("returns anything that is not an address unchanged, with no site", () => {
    expect(clientNetworks("")).toEqual({ network: "", site: null });
    expect(clientNetworks("not-an-address")).toEqual({ network: "not-an-address", site: null });
  });
});

describe("rateLimitKey", () => {
  it("is the IPv4 address, or the IPv6 /48: every /64 of one /48 shares it", () => {
    expect(rateLimitKey("198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitKey("2001:db8:1:2::1")).toBe("2001:db8:1::/48");
    expect(rateLimitKey("2001:db8:1:ffff:1:2:3:4")).toBe("2001:db8:1::/48");
    expect(rateLimitKey("2001:db8:2::1")).toBe("2001:db8:2::/48");
  });
});
