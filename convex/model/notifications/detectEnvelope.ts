/**
 * Envelopes overspent this month, for a person who budgets with envelopes: the envelope
 * view's own rule (model/budgets/envelope.ts), so the bell and the budget screen agree. Its
 * reads are the view's (monthly rollups, never transactions; capped at MAX_ENVELOPE_ROWS).
 */
import { ConvexError } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { monthKey } from "../../shared/dates";
import { isCategory } from "../../shared/domain";
import { envelopeMonth } from "../budgets/envelope";
import type { Candidate } from "./candidate";

/** A built-in category's key (the app translates it), or the person's own category's name. */
export async function categoryLabel(ctx: { db: QueryCtx["db"] }, key: string): Promise<string> {
  if (isCategory(key)) return key;
  const id = ctx.db.normalizeId("categories", key);
  const own = id === null ? null : await ctx.db.get("categories", id);
  return own?.name ?? key;
}

export async function envelopesOverspent(
  ctx: { db: QueryCtx["db"] },
  ledgerKey: Id<"users">,
  today: string,
): Promise<Candidate[]> {
  const month = monthKey(today);
  let view;
  try {
    view = await envelopeMonth({ db: ctx.db, ledgerKey: ledgerKey }, month, today);
  } catch (error) {
    // Books too large for the envelope view (its screen says so too) still get every other
    // kind of notification: this one failure must not fail the person's turn every hour.
    if (error instanceof ConvexError && error.data?.code === "REPORT_TOO_LARGE") return [];
    throw error;
  }
  const out: Candidate[] = [];
  for (const c of view.categories) {
    if (c.available >= 0) continue;
    out.push({
      kind: "envelope_overspent",
      subjectId: c.category,
      key: `envelope_overspent:${c.category}:${month}`,
      facts: {
        name: await categoryLabel(ctx, c.category),
        amount: -c.available,
        currency: view.currency,
        date: today,
      },
    });
  }
  return out;
}
