import ipaddr from "ipaddr.js";

/** How much of an IPv6 address names one client: providers hand a home, office or phone a whole /64. */
const IPV6_CLIENT_PREFIX_HEXTETS = 4;
/**
 * How much names one site: a provider may hand one customer a /56 or a /48 (RFC 6177), so one client can pick
 * addresses in up to 65,536 /64s. Counting the /48 as well keeps such a customer to one share.
 */
const IPV6_SITE_PREFIX_HEXTETS = 3;

/**
 * The networks a client address counts against, for limits per client (decision 032):
 * - `network`: an IPv4 address itself (also when written IPv4-mapped, `::ffff:198.51.100.7`), or the /64 an
 *   IPv6 address is in, written `2001:db8:1:2::/64`, since one client can pick any address of its /64;
 * - `site`: the /48 an IPv6 address is in (`2001:db8:1::/48`); null for IPv4, whose address is the site.
 * Anything that is not an address is its own network, with no site.
 */
export interface ClientNetworks {
  network: string;
  site: string | null;
}

const ipv6Prefix = (address: ipaddr.IPv6, hextets: number): string => {
  const kept = address.parts.slice(0, hextets);
  const prefix = new ipaddr.IPv6([...kept, ...Array<number>(8 - hextets).fill(0)]);
  return `${prefix.toString()}/${hextets * 16}`;
};

export function clientNetworks(address: string): ClientNetworks {
  if (!ipaddr.isValid(address)) return { network: address, site: null };
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return { network: parsed.toString(), site: null };
  const ipv6 = parsed as ipaddr.IPv6;
  return {
    network: ipv6Prefix(ipv6, IPV6_CLIENT_PREFIX_HEXTETS),
    site: ipv6Prefix(ipv6, IPV6_SITE_PREFIX_HEXTETS),
  };
}

/**
 * The key a per-client rate limit counts under: the widest network the address counts against (its site for
 * IPv6, else its network). A route's limit is the same for the /64 and the /48, so the /48's count is the one
 * that bites: counting the /64 too would never refuse anything more.
 */
export function rateLimitKey(address: string): string {
  const { network, site } = clientNetworks(address);
  return site ?? network;
}
