/**
 * A SimpleFIN bank in memory, installed as `fetch`: the tests set its accounts and
 * transactions, make it fail (403, `errors`, a time-out, nonsense) and count its requests.
 */
import { afterEach, beforeEach, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { BankAccountData, BankTransaction } from "../model/bankConnections/provider";
import { signedIn, type Caller, type TestConvex } from "./helpers.testkit";

/** A transaction as SimpleFIN sends it: the provider's fields under the same names. */
export type FakeTx = Pick<
  BankTransaction,
  "id" | "posted" | "amount" | "description" | "payee" | "memo"
> &
  Partial<Pick<BankTransaction, "pending">>;

/** An account as SimpleFIN sends it: `id` is what the provider calls `externalId`. */
export type FakeAccount = Pick<BankAccountData, "name" | "currency" | "balance"> & {
  id: string;
  transactions: FakeTx[];
};

export const ACCESS = "https://user:s3cret-pass@bridge.test/simplefin";
export const TOKEN = btoa("https://bridge.test/claim/abc");

/** Unix seconds at noon UTC of an ISO date. */
export const at = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;

/**
 * Every timer faked at 2024-06-15 18:00 UTC (a sync's timeout and the scheduled syncs run on
 * it), and the fake bank taken out of `fetch` after each test.
 */
export function useBankTime() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2024-06-15T18:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** A signed-in user, with the fake bank holding `accounts`. */
export async function withBank(accounts: FakeAccount[]) {
  const user = await signedIn();
  return { ...user, bank: fakeBank(accounts) };
}

/** What the fake resolver answers (DNS-over-HTTPS, model/bankConnections/hostGuard.ts): name → addresses. */
export const PUBLIC_ADDRESS = "93.184.215.14";

function dnsAnswer(url: URL, dns: Record<string, string[]>): Response {
  const type = url.searchParams.get("type") === "AAAA" ? 28 : 1;
  const found = dns[url.searchParams.get("name") ?? ""];
  if (found === undefined) return Response.json({ Status: 3 });
  const family = found.filter((a) => a.includes(":") === (type === 28));
  return Response.json({ Status: 0, Answer: family.map((data) => ({ type, data })) });
}

export function fakeBank(accounts: FakeAccount[]) {
  const bank = {
    accounts,
    /** Every host the server resolved or contacted, in order (the resolver's own excluded). */
    contacted: [] as string[],
    dns: { "bridge.test": [PUBLIC_ADDRESS] } as Record<string, string[]>,
    /** Answers for other hosts (an attacker's redirects, a private service). */
    others: new Map<string, (url: URL, init?: RequestInit) => Response>(),
    requests: 0,
    claims: 0,
    claimed: false,
    /** The next reads answer with this instead of the accounts. */
    failure: null as null | "403" | "timeout" | "garbage" | { errors: string[] },
    async fetch(input: URL | string, init?: RequestInit): Promise<Response> {
      const url = new URL(String(input));
      if (url.hostname === "cloudflare-dns.com") return dnsAnswer(url, bank.dns);
      bank.contacted.push(url.host);
      const other = bank.others.get(url.host);
      if (other !== undefined) return other(url, init);
      if (url.hostname !== "bridge.test") throw new TypeError("fetch failed");
      if (url.pathname.startsWith("/claim/")) {
        bank.claims++;
        if (bank.claimed) return new Response("Forbidden", { status: 403 });
        bank.claimed = true;
        return new Response(ACCESS);
      }
      bank.requests++;
      const auth = new Headers(init?.headers).get("authorization");
      if (auth !== `Basic ${btoa("user:s3cret-pass")}`) return new Response("", { status: 403 });
      const failure = bank.failure;
      if (failure === "403") return new Response("", { status: 403 });
      if (failure === "timeout") throw new DOMException("timed out", "TimeoutError");
      if (failure === "garbage") return new Response("<html>oops</html>");
      const start = Number(url.searchParams.get("start-date"));
      const body = {
        errors: failure === null ? [] : failure.errors,
        accounts: bank.accounts.map((a) => ({
          ...a,
          transactions: a.transactions.filter((t) => t.posted === 0 || t.posted >= start),
        })),
      };
      return Response.json(body);
    },
  };
  vi.stubGlobal("fetch", (input: URL | string, init?: RequestInit) => bank.fetch(input, init));
  return bank;
}

export function tx(id: string, date: string, amount: string, payee: string, extra = {}): FakeTx {
  return { id, posted: at(date), amount, description: payee.toUpperCase(), payee, ...extra };
}

/** Connects the fake bank and links its first account to a new account; runs the first sync. */
export async function connectAndLink(t: TestConvex, as: Caller, externalId = "chk") {
  const { connectionId } = await as.action(api.bankConnections.connect, { setupToken: TOKEN });
  const accountId = await as.mutation(api.bankConnections.link, {
    connectionId,
    externalId,
    create: { name: "Checking", type: "bank" },
  });
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  return { connectionId, accountId };
}

export async function bankRows(t: TestConvex, accountId: Id<"accounts">) {
  return await t.run((ctx) =>
    ctx.db
      .query("transactions")
      .withIndex("by_account_date", (q) => q.eq("accountId", accountId))
      .collect(),
  );
}
