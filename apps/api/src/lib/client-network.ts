import ipaddr from "ipaddr.js";

/** How much of an IPv6 address names one client: providers hand a home, office or phone a whole /64. */
const IPV6_CLIENT_PREFIX_HEXTETS = 4;

/**
 * The network a client address belongs to, for limits per client: an IPv4 address itself (also when written
 * IPv4-mapped, `::ffff:198.51.100.7`), or the /64 an IPv6 address is in, written `2001:db8:1:2::/64`, since one
 * client can pick any address of its /64. Anything that is not an address is returned as it came.
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const hextets = (parsed as ipaddr.IPv6).parts.slice(0, IPV6_CLIENT_PREFIX_HEXTETS);
  const network = new ipaddr.IPv6([...hextets, 0, 0, 0, 0]);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX_HEXTETS * 16}`;
}
