/**
 * Average-cost accounting of one trade, pure: what a buy, sell or dividend does to a position
 * and to the account's cash. A sell realises proceeds − fee − the average cost of the units
 * sold; the units left keep their average cost.
 */
import { prorate } from "../../shared/decimal";
import type { TradeKind } from "../../shared/investments";

export interface PositionState {
  quantity: number;
  costBasis: number;
}

export interface TradeInput {
  kind: TradeKind;
  /** 1e-8 fixed; required for a buy or sell. */
  quantity: number;
  /** Gross amount in minor units (quantity × price, or the dividend). */
  amount: number;
  fee: number;
}

export type TradeEffect =
  | {
      ok: true;
      position: PositionState;
      cashChange: number;
      realizedGain: number;
      dividend: number;
    }
  | { ok: false; code: "OVERSELL" };

export function applyTrade(position: PositionState, trade: TradeInput): TradeEffect {
  const { quantity, amount, fee } = trade;
  if (trade.kind === "buy") {
    return {
      ok: true,
      position: {
        quantity: position.quantity + quantity,
        costBasis: position.costBasis + amount + fee,
      },
      cashChange: -(amount + fee),
      realizedGain: 0,
      dividend: 0,
    };
  }
  if (trade.kind === "sell") {
    if (quantity > position.quantity) return { ok: false, code: "OVERSELL" };
    const costSold = averageCostOf(position, quantity);
    return {
      ok: true,
      position: {
        quantity: position.quantity - quantity,
        costBasis: position.costBasis - costSold,
      },
      cashChange: amount - fee,
      realizedGain: amount - fee - costSold,
      dividend: 0,
    };
  }
  return { ok: true, position, cashChange: amount - fee, realizedGain: 0, dividend: amount - fee };
}

/** The average cost of `quantity` of the position's units. */
function averageCostOf(position: PositionState, quantity: number): number {
  return prorate(position.costBasis, quantity, position.quantity);
}
