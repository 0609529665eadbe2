/**
 * The chat's tools: each is one of our read-only internal queries (advisorTools.ts). The model
 * chooses a tool and may pass the few arguments declared here; the userId and today's date
 * come from the authenticated action, and anything else the model sends (a "userId" included)
 * is dropped, so no tool call can reach another user's data.
 */
import type { Id } from "../../_generated/dataModel";
import { internal } from "../../_generated/api.js";
import type { ActionCtx } from "../../_generated/server.js";
import type { ToolSpec } from "./llmClient";

const noArgs = { type: "object", properties: {}, additionalProperties: false };
const month = { type: "string", description: "Month as YYYY-MM" };

export const TOOL_SPECS: ToolSpec[] = [
  spec(
    "get_balances",
    "Balances of the user's accounts (cards and loans show what is owed).",
    noArgs,
  ),
  spec("get_spending", "Spending per category over a range of months (at most 24).", {
    type: "object",
    properties: { from: month, to: month },
    additionalProperties: false,
  }),
  spec("get_budgets", "Budgets of a month with spent, remaining and the month-end projection.", {
    type: "object",
    properties: { month },
    additionalProperties: false,
  }),
  spec(
    "get_goals",
    "Savings goals and purchase plans with progress and the monthly capacity.",
    noArgs,
  ),
  spec("get_upcoming_bills", "Scheduled bills and income in the next days (1-92, default 30).", {
    type: "object",
    properties: { days: { type: "integer", minimum: 1, maximum: 92 } },
    additionalProperties: false,
  }),
  spec(
    "get_insights",
    "The advisor's current findings (budget pace, cards, cash, plans...).",
    noArgs,
  ),
];

function spec(name: string, description: string, parameters: Record<string, unknown>): ToolSpec {
  return { type: "function", function: { name, description, parameters } };
}

const str = (value: unknown) => (typeof value === "string" ? value : undefined);
const int = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) ? value : undefined;

function parseArgs(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text || "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Runs one tool call for `userId` (the action's own caller); unknown tools get an error. */
export async function runTool(
  ctx: Pick<ActionCtx, "runQuery">,
  user: { userId: Id<"users">; today: string },
  name: string,
  argsText: string,
): Promise<unknown> {
  const args = parseArgs(argsText);
  const base = { userId: user.userId, today: user.today };
  switch (name) {
    case "get_balances":
      return await ctx.runQuery(internal.internal.advisor.balances, base);
    case "get_spending":
      return await ctx.runQuery(internal.internal.advisor.spending, {
        ...base,
        from: str(args.from),
        to: str(args.to),
      });
    case "get_budgets":
      return await ctx.runQuery(internal.internal.advisor.budgets, {
        ...base,
        month: str(args.month),
      });
    case "get_goals":
      return await ctx.runQuery(internal.internal.advisor.goals, base);
    case "get_upcoming_bills":
      return await ctx.runQuery(internal.internal.advisor.upcomingBills, {
        ...base,
        days: int(args.days),
      });
    case "get_insights":
      return await ctx.runQuery(internal.internal.advisor.insights, base);
    default:
      return { error: `unknown tool ${name}` };
  }
}
