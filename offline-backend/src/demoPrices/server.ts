/**
 * A demo price feed on loopback that answers Twelve Data's /eod as the real API does, so
 * `npm start` shows prices moving with no account anywhere: the app's own provider client
 * (convex/model/investments/priceProvider.ts) reads it through PRICE_DEMO_URL. Each known
 * symbol walks from its base price, one step a minute, the same for everyone; an unknown
 * symbol gets Twelve Data's "not found" error, as a fund the provider does not know would.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface DemoPrices {
  url: string;
  close(): Promise<void>;
}

/** Symbol → [currency, base price]. */
export const DEMO_SYMBOLS: Readonly<Record<string, readonly [string, number]>> = {
  AAPL: ["USD", 190],
  MSFT: ["USD", 410],
  VWCE: ["EUR", 115],
  "BTC-USD": ["USD", 60_000],
  SAP: ["EUR", 180],
  "7203.T": ["JPY", 3_000],
};

/** A deterministic walk: a few percent around the base, changing every minute. */
export function demoClose(symbol: string, minute: number): number | null {
  const known = DEMO_SYMBOLS[symbol];
  if (known === undefined) return null;
  let seed = minute;
  for (const ch of symbol) seed = (seed * 31 + ch.charCodeAt(0)) % 2_147_483_647;
  const wave = Math.sin(minute / 7 + (seed % 13)) * 0.03 + Math.sin(minute / 53) * 0.05;
  return Math.round(known[1] * (1 + wave) * 100) / 100;
}

export async function startDemoPrices(
  host = "127.0.0.1",
  now: () => number = Date.now,
): Promise<DemoPrices> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${host}`);
    const symbol = (url.searchParams.get("symbol") ?? "").toUpperCase();
    res.setHeader("content-type", "application/json");
    if (req.method !== "GET" || url.pathname !== "/eod" || !url.searchParams.get("apikey")) {
      res
        .writeHead(400)
        .end(JSON.stringify({ code: 400, message: "bad request", status: "error" }));
      return;
    }
    const minute = Math.floor(now() / 60_000);
    const price = demoClose(symbol, minute);
    if (price === null) {
      res.end(JSON.stringify({ code: 404, message: "symbol not found", status: "error" }));
      return;
    }
    res.end(
      JSON.stringify({
        symbol,
        exchange: "DEMO",
        currency: DEMO_SYMBOLS[symbol][0],
        datetime: new Date(now()).toISOString().slice(0, 10),
        close: price.toFixed(5),
      }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
