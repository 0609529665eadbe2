/**
 * The SimpleFIN client (https://www.simplefin.org/protocol.html). A setup token is the base64
 * of a claim URL; POSTing to it once returns the access URL (https://user:pass@host/path), and
 * GET {access}/accounts reads accounts and transactions. The access URL holds credentials: it
 * is sent as a Basic authorization header, never as part of a URL that could be logged.
 * Every request, and every redirect it is given, goes only where hostGuard.ts allows: public
 * https hosts, or the development demo bank.
 */
import { allowedScheme, isDemoBank, mayContact } from "./hostGuard";
import { BankError, type BankProvider, type BankSnapshot } from "./provider";
import { parseSnapshot } from "./simplefinParse";

const TIMEOUT_MS = 30_000;
const DAY_MS = 86_400_000;
/** SimpleFIN Bridge answers at most 90 days per request. */
export const SIMPLEFIN_MAX_WINDOW_MS = 90 * DAY_MS;

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The URL when it is https, or the demo bank's; null otherwise. */
export function safeUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  return allowedScheme(url) ? url : null;
}

/** The claim URL inside a setup token, or BANK_TOKEN_INVALID. */
export function claimUrlOf(setupToken: string): URL {
  let decoded: string;
  try {
    decoded = atob(setupToken.trim());
  } catch {
    throw new BankError("BANK_TOKEN_INVALID");
  }
  const url = safeUrl(decoded);
  if (url === null || url.username !== "" || url.password !== "") {
    throw new BankError("BANK_TOKEN_INVALID");
  }
  return url;
}

/** The access URL split into where to ask and how to authenticate. */
function requestOf(access: string, path: string): { url: URL; authorization: string } {
  const url = safeUrl(access);
  if (url === null) throw new BankError("BANK_RECONNECT_NEEDED");
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  url.username = "";
  url.password = "";
  url.pathname = `${url.pathname.replace(/\/$/, "")}${path}`;
  return { url, authorization: `Basic ${btoa(`${user}:${pass}`)}` };
}

/**
 * One request, redirects followed by hand so each hop is checked like the first: a host
 * hostGuard refuses is BANK_UNREACHABLE, as a time-out or a refused connection is, so the
 * answer says nothing about what is there. Credentials go to the first origin only.
 */
async function send(first: URL, init: RequestInit): Promise<Response> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let url = first;
  let request: RequestInit = init;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!(await mayContact(url))) throw new BankError("BANK_UNREACHABLE");
    let response: Response;
    try {
      response = await fetch(url, { ...request, redirect: "manual", signal });
    } catch {
      // Time-out, refused connection, DNS: the same to the user, and nothing was changed.
      throw new BankError("BANK_UNREACHABLE");
    }
    const location = response.headers.get("location");
    if (!REDIRECTS.has(response.status) || location === null) return response;
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw new BankError("BANK_UNREACHABLE");
    }
    const keepsMethod = response.status === 307 || response.status === 308;
    const headers = new Headers(request.headers);
    if (next.origin !== first.origin) headers.delete("authorization");
    if (!keepsMethod) headers.delete("content-length");
    request = { ...request, headers, ...(keepsMethod ? {} : { method: "GET" }) };
    url = next;
  }
  throw new BankError("BANK_UNREACHABLE");
}

export const simplefin: BankProvider & {
  /** Exchanges a one-time setup token for the access secret (kept sealed, secrets/). */
  claim(setupToken: string): Promise<string>;
} = {
  async claim(setupToken) {
    const response = await send(claimUrlOf(setupToken), {
      method: "POST",
      headers: { "content-length": "0" },
    });
    if (response.status === 403) throw new BankError("BANK_TOKEN_USED");
    if (!response.ok) throw new BankError("BANK_UNREACHABLE");
    const access = (await response.text()).trim();
    const url = safeUrl(access);
    if (url === null || url.username === "") throw new BankError("BANK_BAD_RESPONSE");
    return access;
  },

  async read(access, window): Promise<BankSnapshot> {
    const { url, authorization } = requestOf(access, "/accounts");
    const start = Math.max(window.start, window.end - SIMPLEFIN_MAX_WINDOW_MS);
    url.searchParams.set("start-date", String(Math.floor(start / 1000)));
    url.searchParams.set("end-date", String(Math.ceil(window.end / 1000)));
    url.searchParams.set("pending", "1");
    const response = await send(url, { headers: { authorization, accept: "application/json" } });
    if (response.status === 401 || response.status === 403) {
      throw new BankError("BANK_RECONNECT_NEEDED");
    }
    if (response.status === 402) throw new BankError("BANK_MESSAGE", "Payment required");
    if (!response.ok) throw new BankError("BANK_UNREACHABLE");
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new BankError("BANK_BAD_RESPONSE");
    }
    return parseSnapshot(body);
  },

  isUnlimited(access) {
    // Only the development demo bank: every other host, loopback included, has the budget.
    const url = safeUrl(access);
    return url !== null && isDemoBank(url);
  },
};
