/** A rule as the user sends it, checked and cleaned before it is stored. */
import type { ObjectType } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import { PAYEE_MAX_LENGTH, payeeKey } from "../../shared/importing";
import { validateNonNegativeAmount } from "../../shared/validation";
import { getOwned } from "../../lib/ownership";
import type { QueryCtx } from "../../_generated/server.js";
import { ensure, fail } from "../errors";
import { ensureCategory } from "../categories/check";
import { cleanTags } from "../transactions/extras";
import { cleanPayee } from "../payees/clean";
import type { ruleInputFields } from "./fields";
import { loadRules, RULES_MAX } from "./apply";

export type RuleInput = ObjectType<typeof ruleInputFields>;

export async function cleanRule(
  ctx: { db: QueryCtx["db"]; ledgerKey: Id<"users"> },
  input: RuleInput,
): Promise<RuleInput> {
  const text = input.text.normalize("NFC").trim();
  if (payeeKey(text) === "") fail("REQUIRED", "text");
  if (text.length > PAYEE_MAX_LENGTH) fail("NAME_TOO_LONG", "text");
  for (const field of ["minAmount", "maxAmount"] as const) {
    const value = input[field];
    if (value !== undefined) ensure(validateNonNegativeAmount(value), field);
  }
  if (
    input.minAmount !== undefined &&
    input.maxAmount !== undefined &&
    input.minAmount > input.maxAmount
  ) {
    fail("INVALID_ARGUMENT", "maxAmount");
  }
  if (input.accountId !== undefined) await getOwned(ctx, "accounts", input.accountId);
  await ensureCategory(ctx, input.setCategory, "setCategory");
  const setPayee = cleanPayee(input.setPayee, "setPayee");
  const addTag = input.addTag === undefined ? undefined : cleanTags([input.addTag])?.[0];
  if (input.setCategory === undefined && setPayee === undefined && addTag === undefined) {
    fail("REQUIRED", "actions");
  }
  return {
    field: input.field,
    op: input.op,
    text,
    ...(input.minAmount !== undefined ? { minAmount: input.minAmount } : {}),
    ...(input.maxAmount !== undefined ? { maxAmount: input.maxAmount } : {}),
    ...(input.accountId !== undefined ? { accountId: input.accountId } : {}),
    ...(input.setCategory !== undefined ? { setCategory: input.setCategory } : {}),
    ...(setPayee !== undefined ? { setPayee } : {}),
    ...(addTag !== undefined ? { addTag } : {}),
  };
}

/** A rule to add: within RULES_MAX per user (LIMIT_REACHED) and clean (rules.create, restore). */
export async function checkNewRule(
  ctx: { db: QueryCtx["db"]; ledgerKey: Id<"users"> },
  input: RuleInput,
): Promise<RuleInput> {
  const existing = await loadRules(ctx, ctx.ledgerKey);
  if (existing.length >= RULES_MAX) fail("LIMIT_REACHED");
  return await cleanRule(ctx, input);
}
