/**
 * Where shared daily closes come from. One interface, one real provider (Twelve Data: a
 * documented market-data API whose free tier allows 8 requests a minute and 800 a day, with
 * stocks, ETFs, funds, forex and crypto across exchanges) and, on the offline backend, a demo
 * feed that speaks the same API on loopback. The key comes from the deployment's environment
 * (TWELVE_DATA_API_KEY); without one and without the demo feed no price is fetched and typed
 * prices still work.
 */
import { isCurrencyCode, type CurrencyCode } from "../../shared/currencies";
import { parseDecimal } from "../../shared/decimal";
import { env } from "../env";

export interface Close {
  symbol: string;
  date: string;
  /** 1e-8 fixed point, major units of `currency`. */
  price: number;
  currency: CurrencyCode;
}

export type FetchResult = { ok: true; close: Close } | { ok: false; error: string };

export interface PriceProvider {
  source: "provider" | "demo";
  /** Symbols one run may ask for: the free tier's requests per minute (the run is per minute). */
  perRun: number;
  /** Whether a symbol is fetched again on the day it was fetched (the demo's prices move). */
  refetchSameDay: boolean;
  fetchClose(symbol: string): Promise<FetchResult>;
}

const TWELVE_DATA_URL = "https://api.twelvedata.com";
/** Twelve Data's free tier: 8 API credits a minute; one symbol's end-of-day close costs one. */
const FREE_TIER_PER_MINUTE = 8;
/** The demo feed is on loopback with no limit: every tracked symbol moves each minute. */
const DEMO_PER_RUN = 50;
const TIMEOUT_MS = 10_000;

/** The configured provider: the demo feed on the offline backend, Twelve Data with a key, else none. */
export function priceProviderFromEnv(): PriceProvider | null {
  const demo = env("PRICE_DEMO_URL");
  if (demo !== undefined) return twelveData(demo, "demo", "demo");
  const key = env("TWELVE_DATA_API_KEY");
  return key === undefined ? null : twelveData(TWELVE_DATA_URL, key, "provider");
}

export function twelveData(
  baseUrl: string,
  apiKey: string,
  source: "provider" | "demo",
): PriceProvider {
  return {
    source,
    perRun: source === "demo" ? DEMO_PER_RUN : FREE_TIER_PER_MINUTE,
    refetchSameDay: source === "demo",
    async fetchClose(symbol) {
      const url = `${baseUrl}/eod?symbol=${encodeURIComponent(symbol)}&apikey=${encodeURIComponent(apiKey)}`;
      let body: unknown;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!response.ok) return { ok: false, error: `http ${response.status}` };
        body = await response.json();
      } catch {
        return { ok: false, error: "unreachable" };
      }
      return parseEod(symbol, body);
    },
  };
}

/** Twelve Data's /eod answer: { symbol, currency, datetime, close } or { status: "error" }. */
export function parseEod(symbol: string, body: unknown): FetchResult {
  if (typeof body !== "object" || body === null) return { ok: false, error: "bad response" };
  const b = body as Record<string, unknown>;
  if (b.status === "error") return { ok: false, error: String(b.message ?? "error").slice(0, 200) };
  const currency = typeof b.currency === "string" ? b.currency.toUpperCase() : "";
  const date = typeof b.datetime === "string" ? b.datetime.slice(0, 10) : "";
  const close = typeof b.close === "string" ? trimDecimal(b.close) : null;
  const price = close === null ? null : parseDecimal(close);
  if (
    !isCurrencyCode(currency) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    price === null ||
    price <= 0
  )
    return { ok: false, error: "bad response" };
  return { ok: true, close: { symbol, date, price, currency } };
}

/** "186.190000001" → "186.19000000": the API may send more places than the 8 we keep. */
function trimDecimal(text: string): string | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (match === null) return null;
  return match[2] === undefined ? match[1] : `${match[1]}.${match[2].slice(0, 8)}`;
}
