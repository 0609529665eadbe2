/** Investment vocabulary shared by the server and the UI. */
export const TRADE_KINDS = ["buy", "sell", "dividend"] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];

/** What a holding is, for the allocation charts. */
export const ASSET_KINDS = ["stock", "fund", "bond", "cash", "crypto", "other"] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** Where a price came from: typed by the household, fetched by the provider, or the demo feed. */
export const PRICE_SOURCES = ["manual", "provider", "demo"] as const;

/** A ticker as stored: trimmed, upper case, 1–20 of letters, digits and . - : _ */
export function normalizeSymbol(text: string): string | null {
  const symbol = text.trim().toUpperCase();
  return /^[A-Z0-9][A-Z0-9.\-:_]{0,19}$/.test(symbol) ? symbol : null;
}
