/**
 * Bank connections that need the person: each rule looks at one connection and says whether
 * it needs attention and why. A new reason (a consent about to expire, say) is one more rule
 * in BANK_RULES; its `reason` lands in the notification's `status` and in its exactly-once key,
 * so each reason is told once per connection and period the rule names.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { RENEW_DAYS } from "../../shared/bankConsent";
import { addDays, monthKey } from "../../shared/dates";
import type { Candidate } from "./candidate";

export const CONNECTIONS_READ = 20;

export interface BankFinding {
  /** Why: the connection's status, or the rule's own word. */
  reason: string;
  /** What makes it news again: by default the month, so a lasting failure is told monthly. */
  period: string;
  /** A date the text names (an expiry, say). */
  date?: string;
}

export type BankRule = (connection: Doc<"bankConnections">, today: string) => BankFinding | null;

const STOPPED = new Set<Doc<"bankConnections">["status"]>(["reconnect", "error", "ended"]);

/** Stopped syncing: reconnect needed, failing, or ended by the bank. */
const stopped: BankRule = (c, today) =>
  STOPPED.has(c.status) ? { reason: c.status, period: monthKey(today) } : null;

/**
 * A consent ending within RENEW_DAYS (or ended) on a connection that still syncs: once per
 * connection and end date, so a renewal's new date may ask again when it nears.
 */
const consentEnding: BankRule = (c, today) => {
  if (c.expiresAt === undefined || STOPPED.has(c.status)) return null;
  const ends = new Date(c.expiresAt).toISOString().slice(0, 10);
  return ends > addDays(today, RENEW_DAYS)
    ? null
    : { reason: "expiring", period: ends, date: ends };
};

export const BANK_RULES: readonly BankRule[] = [stopped, consentEnding];

export async function banksNeedingAttention(
  ctx: { db: QueryCtx["db"] },
  ledgerKey: Id<"users">,
  today: string,
  rules: readonly BankRule[] = BANK_RULES,
): Promise<Candidate[]> {
  const connections = await ctx.db
    .query("bankConnections")
    .withIndex("by_user", (q) => q.eq("userId", ledgerKey))
    .take(CONNECTIONS_READ);
  const out: Candidate[] = [];
  for (const c of connections) {
    for (const rule of rules) {
      const found = rule(c, today);
      if (found === null) continue;
      out.push({
        kind: "bank_attention",
        subjectId: c._id,
        key: `bank_attention:${c._id}:${found.reason}:${found.period}`,
        facts: { status: found.reason, ...(found.date ? { date: found.date } : {}) },
      });
    }
  }
  return out;
}
