/**
 * Tag totals: income and expense per tag over a report's period, read from the transactionTags
 * rows the ledger keeps beside each tagged transaction (by_user_date), never from the
 * transactions table. A transaction with two tags counts in both. Transfers count too: a tag
 * is what the user chose to follow, whatever the kind.
 */
import { v } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import { fail } from "../errors";
import { addTo, type ReadCtx, type Sums } from "./cashflow";
import type { ReportScope } from "./reports";

/** More tagged rows than this in one period is refused (REPORT_TOO_LARGE), not truncated. */
export const MAX_TAG_ROWS = 20_000;

export const vTagTotal = v.object({
  tag: v.string(),
  income: v.number(),
  expense: v.number(),
  /** income − expense. */
  net: v.number(),
  count: v.number(),
});

export async function tagTotals(ctx: ReadCtx & { ledgerKey: Id<"users"> }, scope: ReportScope) {
  const ids = new Set(scope.accounts.map((a) => a._id));
  const rows = await ctx.db
    .query("transactionTags")
    .withIndex("by_user_date", (q) =>
      q.eq("userId", ctx.ledgerKey).gte("date", `${scope.from}-01`).lte("date", `${scope.to}-31`),
    )
    .take(MAX_TAG_ROWS + 1);
  if (rows.length > MAX_TAG_ROWS) fail("REPORT_TOO_LARGE");
  const byTag = new Map<string, { income: Sums; expense: Sums; count: number }>();
  for (const row of rows) {
    if (!ids.has(row.accountId)) continue;
    const sums = byTag.get(row.tag) ?? { income: new Map(), expense: new Map(), count: 0 };
    addTo(row.amount > 0 ? sums.income : sums.expense, row.currency, Math.abs(row.amount));
    sums.count += 1;
    byTag.set(row.tag, sums);
  }
  return [...byTag.entries()]
    .map(([tag, sums]) => {
      const income = scope.conv.total(sums.income);
      const expense = scope.conv.total(sums.expense);
      return { tag, income, expense, net: income - expense, count: sums.count };
    })
    .sort((a, b) => b.expense - a.expense || a.tag.localeCompare(b.tag));
}

/**
 * The user's distinct tags, in order, for the tag filter and the form's suggestions: one
 * index seek per tag (skipping past each tag's rows), however many transactions carry it.
 */
export async function distinctTags(
  ctx: ReadCtx & { ledgerKey: Id<"users"> },
  limit: number,
): Promise<string[]> {
  const tags: string[] = [];
  let last: string | undefined;
  while (tags.length < limit) {
    const after = last;
    const next = await ctx.db
      .query("transactionTags")
      .withIndex("by_user_tag_date", (q) =>
        after === undefined
          ? q.eq("userId", ctx.ledgerKey)
          : q.eq("userId", ctx.ledgerKey).gt("tag", after),
      )
      .first();
    if (next === null) break;
    tags.push(next.tag);
    last = next.tag;
  }
  return tags;
}
