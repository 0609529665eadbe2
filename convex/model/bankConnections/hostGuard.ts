/**
 * Where the server may send a bank request. A setup token is text anyone can write, so the
 * claim URL inside it, the access URL the claim returns and every redirect either one gives
 * are checked before each request: https to a host whose every address is public
 * (addresses.ts), the name resolved first over DNS-over-HTTPS, since Convex's runtime has no
 * resolver of its own. Plain http to loopback is allowed for one origin only: the demo bank
 * the offline backend runs for development (SIMPLEFIN_DEMO_SETUP_URL, set by nothing else).
 *
 * What this cannot do: pin the address the request then connects to. A name answering
 * publicly here and privately a moment later (DNS rebinding) is not caught; Convex's own
 * network rules are the layer below this one.
 */
import { env } from "../env";
import { isIpAddress, isPublicAddress } from "./addresses";

/** JSON DNS-over-HTTPS (RFC 8484's JSON form); BANK_DNS_RESOLVER may name another resolver. */
const DEFAULT_RESOLVER = "https://cloudflare-dns.com/dns-query";
const DNS_TIMEOUT_MS = 10_000;
const A = 1;
const AAAA = 28;
const DEMO_VAR = "SIMPLEFIN_DEMO_SETUP_URL";

/** The demo bank's origin when this deployment runs one on loopback (development only). */
function demoOrigin(): string | null {
  const text = env(DEMO_VAR);
  if (text === undefined) return null;
  try {
    const url = new URL(text);
    const loopback = url.hostname === "127.0.0.1" || url.hostname === "[::1]";
    return loopback && url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** Whether `url` is the configured demo bank (no request budget, plain http allowed). */
export function isDemoBank(url: URL): boolean {
  return demoOrigin() === url.origin;
}

/** The URL's syntax allows a request: https, or the demo bank's own origin. */
export function allowedScheme(url: URL): boolean {
  return url.protocol === "https:" || isDemoBank(url);
}

async function addressesOf(hostname: string, type: number): Promise<string[] | null> {
  const resolver = new URL(env("BANK_DNS_RESOLVER") ?? DEFAULT_RESOLVER);
  resolver.searchParams.set("name", hostname);
  resolver.searchParams.set("type", type === A ? "A" : "AAAA");
  try {
    const response = await fetch(resolver, {
      headers: { accept: "application/dns-json" },
      signal: AbortSignal.timeout(DNS_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { Status?: number; Answer?: unknown[] };
    // NXDOMAIN and the like: no addresses (the other family may still have some).
    if (body.Status !== 0) return [];
    return (body.Answer ?? []).flatMap((record) => {
      const { type: kind, data } = (record ?? {}) as { type?: number; data?: unknown };
      return kind === type && typeof data === "string" ? [data] : [];
    });
  } catch {
    return null;
  }
}

/** Whether the name has addresses and every one of them is public. */
async function resolvesPublicly(hostname: string): Promise<boolean> {
  const [v4, v6] = await Promise.all([addressesOf(hostname, A), addressesOf(hostname, AAAA)]);
  if (v4 === null || v6 === null) return false;
  const all = [...v4, ...v6];
  return all.length > 0 && all.every(isPublicAddress);
}

/** Whether a request to `url` may be made now (call before each request and each redirect). */
export async function mayContact(url: URL): Promise<boolean> {
  if (isDemoBank(url)) return true;
  if (url.protocol !== "https:") return false;
  const host = url.hostname.replace(/\.$/, "").toLowerCase();
  if (host === "" || host === "localhost" || host.endsWith(".localhost")) return false;
  if (isIpAddress(host)) return isPublicAddress(host);
  return await resolvesPublicly(host);
}
