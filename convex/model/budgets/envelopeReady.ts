/**
 * Moves between Ready to Assign and a category, quick-assign and putting assignments back (its
 * undo). Each reads the month as the screen shows it (envelopeMonth: rollups, never
 * transactions) so it checks what the person saw, and writes the month's row once.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { validateMonthKey } from "../../shared/dates";
import type { CategoryKey } from "../../shared/domain";
import {
  planQuickAssign,
  type QuickAssignChange,
  type QuickAssignMode,
} from "../../shared/envelopeQuickAssign";
import {
  validateIsoDate,
  validatePositiveAmount,
  validateSignedAmount,
} from "../../shared/validation";
import { ensure, fail } from "../errors";
import { envelopeMonth } from "./envelope";
import { assignedNow, ensureSpending, store } from "./envelopeWrite";

type Ctx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };

async function monthOf(ctx: Ctx, month: string, today: string) {
  ensure(validateMonthKey(month), "month");
  ensure(validateIsoDate(today), "today");
  return await envelopeMonth(ctx, month, today);
}

/**
 * Gives a category money from Ready to Assign ("toCategory") or gives a category's available
 * money back ("toReady"). Refused beyond what the source holds: NOT_ENOUGH_READY_TO_ASSIGN,
 * NOT_ENOUGH_AVAILABLE (typing a larger assigned amount is still possible, and shown red).
 */
export async function moveReady(
  ctx: Ctx,
  args: {
    month: string;
    today: string;
    category: CategoryKey;
    amount: number;
    direction: "toCategory" | "toReady";
  },
) {
  ensure(validatePositiveAmount(args.amount), "amount");
  await ensureSpending(ctx, args.category, "category");
  const view = await monthOf(ctx, args.month, args.today);
  const line = view.categories.find((c) => c.category === args.category);
  if (line === undefined) fail("NOT_FOUND", "category");
  if (args.direction === "toCategory" && args.amount > view.readyToAssign)
    fail("NOT_ENOUGH_READY_TO_ASSIGN", "amount");
  if (args.direction === "toReady" && args.amount > line.available)
    fail("NOT_ENOUGH_AVAILABLE", "amount");
  const now = (await assignedNow(ctx, args.month, [args.category])).get(args.category) ?? 0;
  const delta = args.direction === "toCategory" ? args.amount : -args.amount;
  await store(ctx, args.month, new Map([[args.category, now + delta]]));
}

/** Applies one quick-assign rule to one category or all; returns what changed, for undo. */
export async function quickAssign(
  ctx: Ctx,
  args: { month: string; today: string; mode: QuickAssignMode; category?: CategoryKey },
): Promise<QuickAssignChange[]> {
  if (args.category !== undefined) await ensureSpending(ctx, args.category, "category");
  const view = await monthOf(ctx, args.month, args.today);
  const rows = view.categories.map((line, i) => ({
    category: line.category as string,
    assigned: line.assigned,
    underfunded: view.details[i].underfunded,
    fills: view.details[i].fills,
  }));
  const changes = planQuickAssign(rows, args.mode, args.category);
  if (changes.length > 0)
    await store(ctx, args.month, new Map(changes.map((c) => [c.category as CategoryKey, c.after])));
  return changes;
}

/** Most categories a user can have (13 built-in + 100 of their own), with room to spare. */
const MAX_AMOUNTS = 200;

/**
 * Sets several categories' assignments of a month in one change: how quick-assign is undone.
 * Negative amounts are what moving carried-in money out leaves, so they are taken back too.
 */
export async function assignMany(
  ctx: Ctx,
  month: string,
  amounts: { category: CategoryKey; amount: number }[],
) {
  ensure(validateMonthKey(month), "month");
  if (amounts.length === 0 || amounts.length > MAX_AMOUNTS) fail("INVALID_ARGUMENT", "amounts");
  const changes = new Map<CategoryKey, number>();
  for (const { category, amount } of amounts) {
    ensure(validateSignedAmount(amount), "amount");
    await ensureSpending(ctx, category, "category");
    if (changes.has(category)) fail("INVALID_ARGUMENT", "category");
    changes.set(category, amount);
  }
  await store(ctx, month, changes);
}
