/**
 * One entry of the authorization matrix (authorization.matrix.ts) and user A's documents its
 * arguments name.
 */
import type { Id } from "../../_generated/dataModel";
import type { ErrorCode } from "../../shared/errors";

/** User A's documents, made by the test before each entry runs. */
export interface Seed {
  account: Id<"accounts">;
  account2: Id<"accounts">;
  transaction: Id<"transactions">;
  transfer: Id<"transactions">;
  rate: Id<"exchangeRates">;
  budget: Id<"budgets">;
  envelopeGroup: Id<"envelopeGroups">;
  schedule: Id<"schedules">;
  plan: Id<"plans">;
  contribution: Id<"planContributions">;
  thread: Id<"chatThreads">;
  import: Id<"imports">;
  undo: Id<"undoLog">;
  /** "Corner shop" (the seeded transaction's payee) and "Bakery". */
  payee: Id<"payees">;
  payee2: Id<"payees">;
  rule: Id<"rules">;
  category: Id<"categories">;
  bankConnection: Id<"bankConnections">;
  /** A dividend in A's bank account, written directly (only the id matters to the matrix). */
  trade: Id<"investmentTrades">;
  /** User A's session (security:endSession). */
  session: Id<"authSessions">;
  /** Households: A themselves, A's open household and a pending invitation of it. */
  user: Id<"users">;
  household: Id<"households">;
  invitation: Id<"householdInvitations">;
}

type Args = Record<string, unknown>;

export interface MatrixEntry {
  signedOut: "UNAUTHENTICATED" | { publicByDesign: string };
  otherUser: "NOT_FOUND" | "no ids taken" | { code: ErrorCode; why: string };
  /** Valid-looking arguments; ids are user A's. */
  args: (s: Seed) => Args;
  /** Environment the function needs to reach its ownership check (e.g. a configured LLM). */
  env?: Record<string, string>;
}

export const TODAY = "2024-06-15";
const none = () => ({});
export const user = (args: MatrixEntry["args"] = none): MatrixEntry => ({
  signedOut: "UNAUTHENTICATED",
  otherUser: "no ids taken",
  args,
});
export const owned = (args: MatrixEntry["args"], env?: Record<string, string>): MatrixEntry => ({
  signedOut: "UNAUTHENTICATED",
  otherUser: "NOT_FOUND",
  args,
  env,
});
export const open = (why: string, args: MatrixEntry["args"] = none): MatrixEntry => ({
  signedOut: { publicByDesign: why },
  otherUser: "no ids taken",
  args,
});
