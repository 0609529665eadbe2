/**
 * What a restored document of each table must pass before it is stored: the same function its
 * create path uses (accounts.create → normalizeAccountInput, categories.create →
 * checkNewCategory, …) plus uniqueness where the app keeps one row per key (a budget per
 * month and category, a rate per pair, a mapping per account). Each returns the fields to
 * store; derived fields (balances, plan totals, search text) are rebuilt, never read.
 * Transactions have their own module (restoreTransaction.ts).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { isErrorCode } from "../../shared/errors";
import { FILE_NAME_MAX_LENGTH } from "../../shared/importing";
import { hasForbiddenChars, normalizeText } from "../../shared/text";
import { validateIsoDate, validateNotes, validatePositiveAmount } from "../../shared/validation";
import { MAX_INSIGHT_ID } from "../advisor/fields";
import { normalizeAccountInput, type AccountInput } from "../accounts/input";
import { checkNewCategory } from "../categories/input";
import { checkStoredMessage, checkTitle } from "../chat/input";
import { checkRatePair, findPair } from "../exchangeRates/rateInput";
import { ensure, fail } from "../errors";
import { checkBudget, findBudget } from "../budgets/budgetInput";
import { scheduleLimit } from "../schedules/occurrences";
import { checkContribution, checkNewPlan, type PlanInput } from "../plans/planInput";
import { normalizeScheduleInput, type ScheduleInput } from "../schedules/recurrence";
import { checkNewRule, type RuleInput } from "../rules/input";
import { cleanNotes } from "../transactions/entries";
import { envelopeAccounts, envelopeCategories, envelopeMonths } from "./envelopeChecks";
import type { ExportedTable } from "./tables";

type Ctx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };
type Fields<T extends ExportedTable> = Omit<Doc<T>, "_id" | "_creationTime" | "userId">;
type Check<T extends ExportedTable> = (ctx: Ctx, doc: Fields<T>) => Promise<Partial<Fields<T>>>;

/** A time stamp from the file: a date in milliseconds, not NaN, not negative. */
function timestamp(value: number, field: string): number {
  if (!Number.isSafeInteger(value) || value < 0) fail("INVALID_ARGUMENT", field);
  return value;
}

function count(value: number, field: string): number {
  if (!Number.isSafeInteger(value) || value < 0) fail("INVALID_ARGUMENT", field);
  return value;
}

function optionalDate(value: string | undefined, field: string): void {
  if (value !== undefined) ensure(validateIsoDate(value), field);
}

function errorField(value: string | undefined, field: string): void {
  if (value !== undefined && !isErrorCode(value)) fail("INVALID_ARGUMENT", field);
}

/** A short piece of text a machine wrote (file encoding, insight id): clean and bounded. */
function label(value: string, max: number, field: string): string {
  const text = normalizeText(value);
  if (text === "" || text.length > max || hasForbiddenChars(text)) fail("INVALID_ARGUMENT", field);
  return text;
}

const accounts: Check<"accounts"> = async (_ctx, doc) => {
  const fields = normalizeAccountInput(doc as AccountInput);
  // The balance is rebuilt from the restored transactions; a half-deleted account stays gone.
  return { ...fields, balance: fields.initialBalance, ...(doc.sample ? { sample: true } : {}) };
};

const categories: Check<"categories"> = async (ctx, doc) => await checkNewCategory(ctx, doc);

const rules: Check<"rules"> = async (ctx, { createdAt, ...input }) => ({
  ...(await checkNewRule(ctx, input as RuleInput)),
  createdAt: timestamp(createdAt, "createdAt"),
});

const imports: Check<"imports"> = async (_ctx, doc) => {
  const fileName = normalizeText(doc.fileName);
  if (hasForbiddenChars(fileName)) fail("INVALID_NAME", "fileName");
  if (fileName === "" || fileName.length > FILE_NAME_MAX_LENGTH) fail("NAME_TOO_LONG", "fileName");
  for (const field of ["total", "added", "duplicates"] as const) count(doc[field], field);
  timestamp(doc.startedAt, "startedAt");
  if (doc.finishedAt !== undefined) timestamp(doc.finishedAt, "finishedAt");
  return { ...doc, fileName, encoding: label(doc.encoding, 40, "encoding") };
};

const importMappings: Check<"importMappings"> = async (ctx, doc) => {
  const saved = await ctx.db
    .query("importMappings")
    .withIndex("by_account", (q) => q.eq("accountId", doc.accountId))
    .first();
  if (saved !== null) fail("INVALID_ARGUMENT", "accountId");
  for (const [field, column] of Object.entries(doc.mapping)) {
    if (typeof column === "number" && (!Number.isInteger(column) || column < 0 || column > 1000))
      fail("INVALID_ARGUMENT", `mapping.${field}`);
  }
  return doc;
};

const budgets: Check<"budgets"> = async (ctx, doc) => {
  const amount = await checkBudget(ctx, doc);
  // budgets.set keeps one row per month and scope; a second one would break it.
  if ((await findBudget(ctx, doc.month, doc.scope)) !== null) fail("INVALID_ARGUMENT", "scope");
  return { ...doc, amount };
};

const schedules: Check<"schedules"> = async (ctx, doc) => {
  await scheduleLimit(ctx);
  const fields = await normalizeScheduleInput(ctx, doc as ScheduleInput);
  optionalDate(doc.nextSlot, "nextSlot");
  optionalDate(doc.nextDue, "nextDue");
  errorField(doc.lastError, "lastError");
  const { nextSlot, nextDue, lastError, fromAccountFields } = doc;
  return { ...fields, nextSlot, nextDue, lastError, fromAccountFields };
};

const scheduleOccurrences: Check<"scheduleOccurrences"> = async (ctx, doc) => {
  ensure(validateIsoDate(doc.date), "date");
  ensure(validateIsoDate(doc.dueDate), "dueDate");
  if (doc.amount !== undefined) ensure(validatePositiveAmount(doc.amount), "amount");
  ensure(validateNotes(doc.notes), "notes");
  errorField(doc.error, "error");
  const taken = await ctx.db
    .query("scheduleOccurrences")
    .withIndex("by_schedule_date", (q) => q.eq("scheduleId", doc.scheduleId).eq("date", doc.date))
    .first();
  if (taken !== null) fail("INVALID_ARGUMENT", "date");
  return { ...doc, notes: cleanNotes(doc.notes) };
};

/** The running total starts at zero and is rebuilt from the restored contributions. */
const plans: Check<"plans"> = async (ctx, { contributed: _sum, ...doc }) => ({
  ...(await checkNewPlan(ctx, doc as PlanInput)),
  contributed: 0,
});

const planContributions: Check<"planContributions"> = async (ctx, doc) => {
  const plan = (await ctx.db.get("plans", doc.planId))!;
  const { contributed, notes } = checkContribution(plan, doc);
  await ctx.db.patch("plans", plan._id, { contributed });
  return { ...doc, notes };
};

const exchangeRates: Check<"exchangeRates"> = async (ctx, doc) => {
  checkRatePair(doc.base, doc.quote, doc.rate);
  if ((await findPair(ctx, ctx.ledgerKey, doc.base, doc.quote)) !== null)
    fail("INVALID_ARGUMENT", "quote");
  return { ...doc, updatedAt: timestamp(doc.updatedAt, "updatedAt") };
};

const insightStates: Check<"insightStates"> = async (ctx, doc) => {
  const insightId = label(doc.insightId, MAX_INSIGHT_ID, "insightId");
  optionalDate(doc.snoozedUntil, "snoozedUntil");
  const taken = await ctx.db
    .query("insightStates")
    .withIndex("by_user_insight", (q) => q.eq("userId", ctx.ledgerKey).eq("insightId", insightId))
    .first();
  if (taken !== null) fail("INVALID_ARGUMENT", "insightId");
  return { ...doc, insightId };
};

const chatThreads: Check<"chatThreads"> = async (_ctx, doc) => ({
  title: checkTitle(doc.title),
  updatedAt: timestamp(doc.updatedAt, "updatedAt"),
});

/** An answer that was still streaming when exported can never finish: it is kept as failed. */
const chatMessages: Check<"chatMessages"> = async (_ctx, doc) => {
  checkStoredMessage(doc);
  errorField(doc.error, "error");
  return doc.status === "streaming" ? { ...doc, status: "error", error: "CHAT_FAILED" } : doc;
};

/** Preferences hold only enums and a flag; the schema's validation is all there is. */
const userPreferences: Check<"userPreferences"> = async (_ctx, doc) => doc;

export const RESTORE_CHECKS: { [T in Exclude<ExportedTable, "transactions">]: Check<T> } = {
  userPreferences,
  accounts,
  categories,
  rules,
  imports,
  importMappings,
  budgets,
  schedules,
  scheduleOccurrences,
  plans,
  planContributions,
  exchangeRates,
  insightStates,
  chatThreads,
  chatMessages,
  envelopeMonths,
  envelopeCategories,
  envelopeAccounts,
};
