/** Whether an investment account's cash may go below zero (margin); off by default. */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { portfolioOf } from "./valuation";

/** Sets the account's margin choice, opening its portfolio totals when no trade did yet. */
export async function setAllowMargin(
  ctx: { db: MutationCtx["db"]; ledgerKey: Id<"users"> },
  accountId: Id<"accounts">,
  allowMargin: boolean,
): Promise<void> {
  const portfolio = await portfolioOf(ctx, accountId);
  if (portfolio !== null) await ctx.db.patch("portfolios", portfolio._id, { allowMargin });
  else {
    await ctx.db.insert("portfolios", {
      userId: ctx.ledgerKey,
      accountId,
      tradeCash: 0,
      realizedGain: 0,
      dividends: 0,
      allowMargin,
    });
  }
}
