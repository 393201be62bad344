import ipaddr from "ipaddr.js";

/**
 * Where a customer's browser is sent back to after a hosted checkout: the origin the customer started from,
 * when this site answers there, else PUBLIC_URL. The invite pass and the session live in that origin's cookies
 * and storage, so landing on another (127.0.0.1 for localhost, the bare domain for www.) meets the gate again,
 * signed out. Only origins named in configuration are ever used, never whatever a client claims (an open
 * redirect): PUBLIC_URL's, PUBLIC_ORIGINS, and outside production the loopback and private-network addresses
 * of this server's own port (the demo opened on 127.0.0.1, or from a phone on the same Wi-Fi).
 */
export interface SiteOriginSettings {
  /** Further origins the site answers at (PUBLIC_ORIGINS), as URL.origin writes them: `https://www.ivdrips.my`. */
  origins: readonly string[];
  /** Outside production, the server's port: http:// loopback and private addresses on it are allowed too. */
  localNetworkPort: number | undefined;
}

export interface SiteOrigins {
  /** The site's address to send this request's customer back to: its own origin when allowed, else PUBLIC_URL. */
  siteUrlFor(claimedOrigin: string | undefined): string;
}

/** Address ranges of a machine on the same network: the demo's own, and a phone on the same Wi-Fi. */
const LOCAL_RANGES = new Set(["loopback", "private", "uniqueLocal"]);

function isLocalNetworkHost(hostname: string): boolean {
  if (hostname === "localhost") return true;
  const address = hostname.replace(/^\[(.*)\]$/, "$1");
  return ipaddr.isValid(address) && LOCAL_RANGES.has(ipaddr.process(address).range());
}

/** `scheme://host[:port]` exactly as a browser writes it, or undefined for anything else ("null", a path). */
function normalOrigin(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  return url.origin === value.replace(/\/$/, "") ? url.origin : undefined;
}

export function createSiteOrigins(publicUrlText: string, settings: SiteOriginSettings): SiteOrigins {
  const publicUrl = new URL(publicUrlText);
  // The app lives at PUBLIC_URL's path on every origin it answers at.
  const basePath = publicUrl.pathname.replace(/\/$/, "");
  const listed = new Set([publicUrl.origin, ...settings.origins]);
  const allowed = (origin: string): boolean => {
    if (listed.has(origin)) return true;
    if (settings.localNetworkPort === undefined) return false;
    const url = new URL(origin);
    return (
      url.protocol === "http:" &&
      // An http URL on port 80 writes no port.
      (url.port || "80") === String(settings.localNetworkPort) &&
      isLocalNetworkHost(url.hostname)
    );
  };
  return {
    siteUrlFor(claimedOrigin) {
      const origin = claimedOrigin === undefined ? undefined : normalOrigin(claimedOrigin);
      return origin !== undefined && allowed(origin) ? `${origin}${basePath}` : publicUrlText;
    },
  };
}
