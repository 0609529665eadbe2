/** Storing the household's rules: a new one, one changed by hand, one deleted. */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import type { RuleInput } from "./input";

type WriteCtx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };

/** Stores a checked rule (checkNewRule) as the household's, made now. */
export async function insertRule(ctx: WriteCtx, rule: RuleInput): Promise<Id<"rules">> {
  return await ctx.db.insert("rules", { ...rule, userId: ctx.ledgerKey, createdAt: Date.now() });
}

/** Replaces a rule with its checked new version (cleanRule); when it was made stays. */
export async function replaceRule(
  ctx: WriteCtx,
  current: Doc<"rules">,
  rule: RuleInput,
): Promise<void> {
  await ctx.db.replace("rules", current._id, {
    ...rule,
    userId: ctx.ledgerKey,
    createdAt: current.createdAt,
  });
}

/** Deletes a rule (its owner checked by the caller); what it filed stays as it is. */
export async function deleteRule(ctx: WriteCtx, id: Id<"rules">): Promise<void> {
  await ctx.db.delete("rules", id);
}
