/**
 * The SimpleFIN client (https://www.simplefin.org/protocol.html). A setup token is the base64
 * of a claim URL; POSTing to it once returns the access URL (https://user:pass@host/path), and
 * GET {access}/accounts reads accounts and transactions. The access URL holds credentials: it
 * is sent as a Basic authorization header, never as part of a URL that could be logged.
 * Only https, or plain http to this machine (tests and the demo bank).
 */
import { BankError, type BankProvider, type BankSnapshot } from "./provider";
import { parseSnapshot } from "./simplefinParse";

const TIMEOUT_MS = 30_000;
const DAY_MS = 86_400_000;
/** SimpleFIN Bridge answers at most 90 days per request. */
export const SIMPLEFIN_MAX_WINDOW_MS = 90 * DAY_MS;

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

export function isLoopback(url: URL): boolean {
  return LOOPBACK.has(url.hostname);
}

/** The URL when it is https, or http to loopback; null otherwise. */
export function safeUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol === "https:") return url;
  if (url.protocol === "http:" && isLoopback(url)) return url;
  return null;
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

async function send(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      redirect: "error",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    // Time-out, refused connection, DNS: the same to the user, and nothing was changed.
    throw new BankError("BANK_UNREACHABLE");
  }
}

export const simplefin: BankProvider = {
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
    const url = safeUrl(access);
    return url !== null && isLoopback(url);
  },
};
