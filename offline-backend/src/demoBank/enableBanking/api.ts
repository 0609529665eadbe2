/**
 * The demo Enable Banking API as a fetch-style handler (Request in, Response out), written from
 * the API's published reference: GET /aspsps, POST /auth, the bank's own approval page, POST
 * /sessions, GET /accounts/{uid}/balances and /transactions (paged by continuation_key). Every
 * API call must carry a JWT the registered application signed (jwt.ts). The offline backend
 * serves it over loopback (server.ts); the function tests call it in place of `fetch`.
 *
 * Sessions are signed, not stored: a session id names its bank and end and carries an HMAC, so
 * demo connections keep syncing after a restart. Authorisations and codes live in memory (a
 * person mid-authorisation during a restart starts again). Test controls: `expire` ends a
 * session now; `failNext` makes the next API calls answer 401, 429, 5xx or time out.
 */
import { approvalPage } from "./approvalPage.js";
import {
  DEMO_ASPSPS,
  demoBalance,
  demoTransactions,
  type DemoAspsp,
  type DemoEbAccount,
  type DemoEbTransaction,
} from "./data.js";
import { refusalOf } from "./jwt.js";

const PAGE_SIZE = 100;
/** Reads of an account within one session after which its recent card purchases are booked. */
const BOOKS_FROM_READ = 3;

type Failure = { status: 401 | 429 | 500 | 503; retryAfter?: number } | "timeout";

interface PendingAuth {
  aspsp: DemoAspsp;
  validUntil: number;
  state: string;
  redirectUrl: string;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });
const error = (status: number, code: string, message: string) =>
  json({ code: status, error: code, message }, status);

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
function fromBase64Url(text: string): string {
  return atob(text.replace(/-/g, "+").replace(/_/g, "/"));
}
const randomId = () => crypto.randomUUID();

export interface DemoEnableBanking {
  handle(request: Request): Promise<Response>;
  /** Ends a session at once, as a bank closing a consent would. */
  expire(sessionId: string): void;
  /** The next `times` API calls answer with this failure instead. */
  failNext(failure: Failure, times?: number): void;
  /** API requests served, and refused for their token. */
  stats: { requests: number; refusedTokens: number; transactionPages: number };
  /** The sessions opened so far, newest last (for `expire`). */
  sessions: string[];
}

export async function demoEnableBanking(opts: {
  /** Where the approval page lives (the server's own origin). */
  baseUrl: () => string;
  applications: Map<string, CryptoKey>;
  secret: string;
}): Promise<DemoEnableBanking> {
  const hmacKey = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(opts.secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = async (text: string) =>
    toBase64Url(
      String.fromCharCode(
        ...new Uint8Array(
          await crypto.subtle.sign("HMAC", hmacKey, new TextEncoder().encode(text)),
        ),
      ),
    ).slice(0, 22);
  const auths = new Map<string, PendingAuth>();
  const codes = new Map<string, { aspsp: DemoAspsp; validUntil: number; used: boolean }>();
  const expired = new Set<string>();
  const reads = new Map<string, number>();
  const failures: Failure[] = [];
  const stats = { requests: 0, refusedTokens: 0, transactionPages: 0 };
  const sessions: string[] = [];

  // Pages of one read ask for the same rows again: made once per account, start, day and state.
  const cache = new Map<string, DemoEbTransaction[]>();
  function cachedTransactions(account: DemoEbAccount, from: string, booked: boolean) {
    const key = `${account.key}|${from}|${Math.floor(Date.now() / 86_400_000)}|${booked}`;
    let rows = cache.get(key);
    if (rows === undefined) {
      if (cache.size > 20) cache.clear();
      rows = demoTransactions(account, from, Date.now(), booked);
      cache.set(key, rows);
    }
    return rows;
  }

  async function sessionIdOf(bank: number, validUntil: number): Promise<string> {
    const body = `${bank}.${validUntil}.${randomId()}`;
    return `${body}.${await mac(body)}`;
  }

  /** The session's bank, or why it is refused (an error Response). */
  async function openSession(sessionId: string): Promise<DemoAspsp | Response> {
    const [bank, until, nonce, tag] = sessionId.split(".");
    const body = `${bank}.${until}.${nonce}`;
    const aspsp = DEMO_ASPSPS[Number(bank)];
    if (aspsp === undefined || tag !== (await mac(body))) {
      return error(404, "SESSION_DOES_NOT_EXIST", "No such session");
    }
    if (expired.has(sessionId) || Number(until) <= Date.now()) {
      return error(401, "EXPIRED_SESSION", "The session has expired");
    }
    return aspsp;
  }

  async function accountOf(uid: string) {
    let parsed: { s?: string; a?: string };
    try {
      parsed = JSON.parse(fromBase64Url(uid)) as typeof parsed;
    } catch {
      return error(404, "ACCOUNT_DOES_NOT_EXIST", "No such account");
    }
    const aspsp = await openSession(parsed.s ?? "");
    if (aspsp instanceof Response) return aspsp;
    const account = aspsp.accounts.find((a) => a.key === parsed.a);
    if (account === undefined) return error(404, "ACCOUNT_DOES_NOT_EXIST", "No such account");
    return { account, sessionId: parsed.s! };
  }

  async function api(request: Request, url: URL): Promise<Response> {
    const path = url.pathname;
    if (request.method === "GET" && path === "/aspsps") {
      const country = url.searchParams.get("country");
      const aspsps = DEMO_ASPSPS.filter((a) => country === null || a.country === country).map(
        (a) => ({
          name: a.name,
          country: a.country,
          maximum_consent_validity: a.maxConsentSeconds,
          psu_types: ["personal"],
          beta: false,
        }),
      );
      return json({ aspsps });
    }
    if (request.method === "POST" && path === "/auth") {
      const body = (await request.json().catch(() => ({}))) as {
        access?: { valid_until?: string };
        aspsp?: { name?: string; country?: string };
        state?: string;
        redirect_url?: string;
      };
      const aspsp = DEMO_ASPSPS.find(
        (a) => a.name === body.aspsp?.name && a.country === body.aspsp?.country,
      );
      const asked = Date.parse(body.access?.valid_until ?? "");
      if (aspsp === undefined || !body.state || !body.redirect_url || !Number.isFinite(asked)) {
        return error(422, "WRONG_REQUEST_PARAMETERS", "aspsp, state, redirect_url, access");
      }
      if (asked > Date.now() + aspsp.maxConsentSeconds * 1000 + 60_000) {
        return error(422, "WRONG_ACCESS_VALID_UNTIL", "Longer than the bank allows");
      }
      const id = randomId();
      auths.set(id, {
        aspsp,
        validUntil: asked,
        state: body.state,
        redirectUrl: body.redirect_url,
      });
      return json({ url: `${opts.baseUrl()}/demo/authorize/${id}`, authorization_id: id });
    }
    if (request.method === "POST" && path === "/sessions") {
      const body = (await request.json().catch(() => ({}))) as { code?: string };
      const code = codes.get(body.code ?? "");
      if (code === undefined) return error(422, "WRONG_AUTHORIZATION_CODE", "Unknown code");
      if (code.used) return error(422, "ALREADY_AUTHORIZED", "The code was used already");
      code.used = true;
      const bank = DEMO_ASPSPS.indexOf(code.aspsp);
      const sessionId = await sessionIdOf(bank, code.validUntil);
      sessions.push(sessionId);
      return json({
        session_id: sessionId,
        accounts: code.aspsp.accounts.map((a) => ({
          uid: toBase64Url(JSON.stringify({ s: sessionId, a: a.key })),
          account_id: { iban: a.iban },
          name: a.name,
          currency: a.currency,
          cash_account_type: "CACC",
          identification_hash: a.key,
        })),
        aspsp: { name: code.aspsp.name, country: code.aspsp.country },
        psu_type: "personal",
        access: { valid_until: new Date(code.validUntil).toISOString() },
      });
    }
    const perAccount = /^\/accounts\/([^/]+)\/(balances|transactions)$/.exec(path);
    if (request.method === "GET" && perAccount) {
      const found = await accountOf(decodeURIComponent(perAccount[1]));
      if (found instanceof Response) return found;
      const { account } = found;
      // Counted per account, not per session: once booked a row stays booked after a renewal.
      const readKey = account.key;
      const booked = (reads.get(readKey) ?? 0) >= BOOKS_FROM_READ;
      if (perAccount[2] === "balances") {
        const amount = demoBalance(account, Date.now(), booked);
        return json({
          balances: [
            {
              name: "Booked balance",
              balance_amount: { currency: account.currency, amount },
              balance_type: "CLBD",
              reference_date: new Date().toISOString().slice(0, 10),
            },
          ],
        });
      }
      const key = url.searchParams.get("continuation_key");
      if (key === null) reads.set(readKey, (reads.get(readKey) ?? 0) + 1);
      const from = url.searchParams.get("date_from") ?? "1970-01-01";
      const all = cachedTransactions(account, from, booked);
      const offset = key === null ? 0 : Number(fromBase64Url(key));
      const page = all.slice(offset, offset + PAGE_SIZE);
      stats.transactionPages++;
      const next = offset + PAGE_SIZE < all.length ? toBase64Url(String(offset + PAGE_SIZE)) : null;
      return json({ transactions: page, continuation_key: next });
    }
    return error(404, "NOT_FOUND", "Not found");
  }

  /** The bank's own page: approve or cancel, then back to the app with a code or an error. */
  async function bankPage(request: Request, url: URL): Promise<Response> {
    const match = /^\/demo\/authorize\/([^/]+)(\/(approve|cancel))?$/.exec(url.pathname);
    const auth = match ? auths.get(match[1]) : undefined;
    if (!match || auth === undefined) return new Response("Unknown authorisation", { status: 404 });
    if (request.method === "GET" && match[3] === undefined) {
      return new Response(approvalPage(auth.aspsp, url.pathname), {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    }
    // The page's buttons post; a plain GET of …/approve works too, for scripts driving the demo.
    auths.delete(match[1]);
    const back = new URL(auth.redirectUrl);
    back.searchParams.set("state", auth.state);
    if (match[3] === "approve") {
      const code = randomId();
      const validUntil = Math.min(
        auth.validUntil,
        Date.now() + auth.aspsp.maxConsentSeconds * 1000,
      );
      codes.set(code, { aspsp: auth.aspsp, validUntil, used: false });
      back.searchParams.set("code", code);
    } else {
      back.searchParams.set("error", "access_denied");
    }
    return new Response(null, { status: 303, headers: { location: back.toString() } });
  }

  return {
    stats,
    sessions,
    expire: (sessionId) => expired.add(sessionId),
    failNext: (failure, times = 1) => {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname.startsWith("/demo/")) return await bankPage(request, url);
      stats.requests++;
      const refusal = await refusalOf(
        request.headers.get("authorization"),
        opts.applications,
        Date.now(),
      );
      if (refusal !== null) {
        stats.refusedTokens++;
        return error(401, "UNAUTHORIZED", refusal);
      }
      const failure = failures.shift();
      if (failure === "timeout") throw new DOMException("The operation timed out.", "TimeoutError");
      if (failure !== undefined) {
        const headers: Record<string, string> =
          failure.retryAfter === undefined ? {} : { "retry-after": String(failure.retryAfter) };
        return json(
          { code: failure.status, error: "DEMO_FAILURE", message: "Demo failure" },
          failure.status,
          headers,
        );
      }
      return await api(request, url);
    },
  };
}
