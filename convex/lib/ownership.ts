/**
 * Ownership checks, one per user-owned table. A document that does not exist and a document
 * owned by someone else give the same NOT_FOUND, so ids of other users' data leak nothing.
 */
import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";

interface OwnerCtx {
  db: QueryCtx["db"];
  userId: Id<"users">;
}

function notFound(): never {
  throw new ConvexError({ code: "NOT_FOUND" });
}

/** An account being deleted (deletingAt set) is already gone as far as callers can tell. */
export async function getOwnedAccount(ctx: OwnerCtx, id: Id<"accounts">): Promise<Doc<"accounts">> {
  const doc = await ctx.db.get("accounts", id);
  return doc !== null && doc.userId === ctx.userId && doc.deletingAt === undefined
    ? doc
    : notFound();
}

export async function getOwnedTransaction(
  ctx: OwnerCtx,
  id: Id<"transactions">,
): Promise<Doc<"transactions">> {
  const doc = await ctx.db.get("transactions", id);
  return doc !== null && doc.userId === ctx.userId ? doc : notFound();
}

export async function getOwnedExchangeRate(
  ctx: OwnerCtx,
  id: Id<"exchangeRates">,
): Promise<Doc<"exchangeRates">> {
  const doc = await ctx.db.get("exchangeRates", id);
  return doc !== null && doc.userId === ctx.userId ? doc : notFound();
}

export async function getOwnedBudget(ctx: OwnerCtx, id: Id<"budgets">): Promise<Doc<"budgets">> {
  const doc = await ctx.db.get("budgets", id);
  return doc !== null && doc.userId === ctx.userId ? doc : notFound();
}

export async function getOwnedSchedule(
  ctx: OwnerCtx,
  id: Id<"schedules">,
): Promise<Doc<"schedules">> {
  const doc = await ctx.db.get("schedules", id);
  return doc !== null && doc.userId === ctx.userId ? doc : notFound();
}

export async function getOwnedPlan(ctx: OwnerCtx, id: Id<"plans">): Promise<Doc<"plans">> {
  const doc = await ctx.db.get("plans", id);
  return doc !== null && doc.userId === ctx.userId ? doc : notFound();
}

export async function getOwnedPlanContribution(
  ctx: OwnerCtx,
  id: Id<"planContributions">,
): Promise<Doc<"planContributions">> {
  const doc = await ctx.db.get("planContributions", id);
  return doc !== null && doc.userId === ctx.userId ? doc : notFound();
}

export async function getOwnedChatThread(
  ctx: OwnerCtx,
  id: Id<"chatThreads">,
): Promise<Doc<"chatThreads">> {
  const doc = await ctx.db.get("chatThreads", id);
  return doc !== null && doc.userId === ctx.userId ? doc : notFound();
}
