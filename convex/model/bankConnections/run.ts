/**
 * One sync of a connection, inside an action (only actions talk to the bank): open the sealed
 * access, spend one request of the budget, read the window, then write each linked account in
 * bounded chunks (writeRows.ts), drop the pending transactions the bank no longer reports,
 * and settle balances. Rows that break the ledger's rules are skipped and their number shown
 * on the connection's card (skippedRows). A failure is recorded on the connection and thrown as its
 * code; what earlier chunks wrote stays (each chunk is whole, and a re-run skips it).
 */
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server";
import { isCurrencyCode } from "../../shared/currencies";
import { openSecret } from "../secrets/secretBox";
import type { SyncCounts } from "./engine";
import { BankError, type BankAccountData } from "./provider";
import { PROVIDERS, type ProviderName } from "./providers";
import { toRows } from "./rows";
import { writeRows } from "./writeRows";
import { fail } from "../errors";
import { syncHoldings } from "../investments/bankHoldings";

const DAY_MS = 86_400_000;
/** A first sync reaches back 90 days; later ones re-read a few days before the last. */
const FIRST_WINDOW_MS = 90 * DAY_MS;
const OVERLAP_MS = 10 * DAY_MS;

interface SyncState {
  provider: ProviderName;
  sealed: string;
  expiresAt?: number;
  linked: {
    externalId: string;
    accountId: Id<"accounts">;
    currency: string;
    syncedThrough?: number;
  }[];
}

/** The provider's account without its transactions, as the connection stores it. */
export function summaryOf(account: BankAccountData) {
  const { transactions: _transactions, ...summary } = account;
  return summary;
}

/** Records a bank failure on the connection and throws it as the user's error code. */
export async function failWith(
  ctx: ActionCtx,
  connectionId: Id<"bankConnections">,
  error: unknown,
): Promise<never> {
  if (!(error instanceof BankError)) throw error;
  await ctx.runMutation(internal.internal.bankConnections.sync.recordFailure, {
    connectionId,
    code: error.code,
    ...(error.bankMessage === undefined ? {} : { bankMessage: error.bankMessage }),
    ...(error.retryAfter === undefined ? {} : { retryAt: Date.now() + error.retryAfter }),
  });
  fail(error.code, error.retryAfter === undefined ? undefined : { retryAfter: error.retryAfter });
}

export async function runSync(
  ctx: ActionCtx,
  connectionId: Id<"bankConnections">,
  userId: Id<"users"> | undefined,
  /** The person is present ("Sync now", a link's first sync): PSD2 does not count it. */
  attended: boolean,
): Promise<SyncCounts> {
  const state: SyncState | null = await ctx.runQuery(internal.internal.bankConnections.sync.state, {
    connectionId,
    userId,
  });
  if (state === null) fail("NOT_FOUND");
  const now = Date.now();
  // A consent past its end is not tried: the bank would refuse, and the card already knows why.
  if (state.expiresAt !== undefined && state.expiresAt <= now) {
    return await failWith(ctx, connectionId, new BankError("BANK_CONSENT_EXPIRED"));
  }
  await ctx.runMutation(internal.internal.bankConnections.sync.takeRequest, {
    connectionId,
    now,
    attended,
  });
  const provider = PROVIDERS[state.provider];
  const starts = state.linked.map((l) =>
    l.syncedThrough === undefined ? now - FIRST_WINDOW_MS : l.syncedThrough - OVERLAP_MS,
  );
  const start = Math.max(now - FIRST_WINDOW_MS, Math.min(now - OVERLAP_MS, ...starts));
  let snapshot;
  try {
    const access = await openSecret(state.sealed, "bank-access");
    snapshot = await provider.read(
      access,
      { start, end: now },
      state.linked.map((l) => l.externalId),
    );
  } catch (error) {
    return await failWith(ctx, connectionId, error);
  }
  await ctx.runMutation(internal.internal.bankConnections.sync.recordAccounts, {
    connectionId,
    accounts: snapshot.accounts.map(summaryOf),
    messages: snapshot.messages,
  });
  const counts: SyncCounts = { added: 0, updated: 0, matched: 0 };
  let skipped = 0;
  for (const link of state.linked) {
    const data = snapshot.accounts.find((a) => a.externalId === link.externalId);
    if (data === undefined || !isCurrencyCode(link.currency)) continue;
    const read = toRows(data.transactions, link.currency, now);
    const { rows } = read;
    const done = await writeRows(ctx, { connectionId, externalId: link.externalId }, rows);
    counts.added += done.added;
    counts.updated += done.updated;
    counts.matched += done.matched;
    skipped += read.skipped + done.skipped;
    // Pending rows inside the window the bank no longer reports were dropped by the bank.
    const reported = new Set(rows.map((r) => r.id));
    const windowStart = new Date(start).toISOString().slice(0, 10);
    const pending: { bankId: string; date: string }[] = await ctx.runQuery(
      internal.internal.bankConnections.sync.pendingOf,
      { accountId: link.accountId },
    );
    const dropped = pending
      .filter((p) => !reported.has(p.bankId) && p.date >= windowStart)
      .map((p) => p.bankId);
    await syncHoldings(ctx, link.accountId, snapshot.holdings?.get(link.externalId));
    await ctx.runMutation(internal.internal.bankConnections.sync.finishAccount, {
      connectionId,
      externalId: link.externalId,
      dropped,
      through: now,
    });
  }
  await ctx.runMutation(internal.internal.bankConnections.sync.markSynced, {
    connectionId,
    now,
    skipped,
  });
  return counts;
}
