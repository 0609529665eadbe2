/**
 * Writing one chunk of a bank account's transactions into the linked account, without ever
 * doubling one. For each bank row, in this order:
 * 1. A transaction already carrying the bank's id: a pending one is updated (posted, its
 *    final amount and date); a posted one is the user's now and stays as it is.
 * 2. Otherwise a transaction the user typed or imported (or a pending one the bank posted under
 *    a new id): same amount, date within MATCH_DAYS, payee alike. It keeps the user's category,
 *    payee, notes and splits; it gains the bank's id (and loses `pending`). A side of a typed
 *    transfer is such a transaction too (a posted row only): the bank's copy attaches to it
 *    rather than arriving as a second row that would pair into a second transfer.
 * 3. A pending row alike a posted bank transaction (same amount, date within MATCH_DAYS,
 *    payee alike) is that one seen again before its bank's id settled (a feed with no stable
 *    ids, a renewed consent re-reading recent days): nothing is added.
 * 4. Otherwise a new transaction, filed by the user's rules and payee history like an import.
 * Reads: one index range per row for its id; the candidates (same amount, dates near) from one
 * range over the chunk's days when those hold few enough transactions (windowRows), else one range
 * per row (at most MATCH_CANDIDATES rows, so days dense with rows cannot push a chunk past
 * Convex's read limit); one per new payee.
 * Each call is one mutation, so two syncs at once serialize and the second finds the first's ids.
 */
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { addDays, toDayNumber } from "../../shared/dates";
import { payeeKey } from "../../shared/importing";
import type { Entry } from "../ledger/entries";
import { postEntries, reviseEntries } from "../ledger/batch";
import { recognizeTransfers } from "../ledger/pairing";
import { usualCategoryOf } from "../ledger/payeeStats";
import { defaultCategoryOf, feedEntry, feedPayee } from "../ledger/feedEntry";
import { fileFeedEntry, loadRules } from "../rules/apply";
import type { BankRow } from "./rows";

export const MATCH_DAYS = 4;
/** Candidates read per bank row: same amount within MATCH_DAYS is rarely more than a few. */
const MATCH_CANDIDATES = 20;
/**
 * Transactions of the chunk's days read at once, in proportion to the chunk (a re-read of days
 * already synced finds about one per row); fuller days are read row by row instead, so a
 * window never costs more reads than the rows' own ranges would.
 */
const windowRows = (rows: number) => 3 * rows + 100;

export interface SyncCounts {
  added: number;
  updated: number;
  matched: number;
}

type Ctx = { db: MutationCtx["db"] };
type Tx = Doc<"transactions">;

/** Payees are alike when one's words start the other's, or either is missing. */
export function payeesAlike(a: string | undefined, b: string | undefined): boolean {
  const x = payeeKey(a).replace(/[^\p{L}\p{N} ]/gu, "");
  const y = payeeKey(b).replace(/[^\p{L}\p{N} ]/gu, "");
  if (x === "" || y === "") return true;
  const first = (s: string) => s.split(" ")[0];
  return x.includes(y) || y.includes(x) || first(x) === first(y);
}

function isCandidate(tx: Tx, row: BankRow): boolean {
  if (tx.amount !== row.amount) return false;
  // A transfer's side takes only what the bank has posted: a transfer is never pending.
  if (tx.counterpartId !== undefined && row.pending) return false;
  // A posted bank transaction is settled; a typed/imported one or a pending one may match.
  if (tx.bankId !== undefined && tx.pending !== true) return false;
  if (row.pending && tx.pending === true) return false;
  if (Math.abs(toDayNumber(tx.date) - toDayNumber(row.date)) > MATCH_DAYS) return false;
  return payeesAlike(tx.payee, row.payee);
}

/** The row as a bank-fed version of a transaction already in the ledger. */
function updated(tx: Tx, row: BankRow): Entry {
  const { _id, _creationTime, pending: _pending, ...fields } = tx;
  // A pending transaction takes the bank's final date and amount; the user's own keep theirs.
  const wasPending = tx.pending === true;
  // Once the bank posts it, the row is cleared (a reconciled one stays reconciled).
  const cleared =
    !row.pending && fields.cleared === undefined ? { cleared: "cleared" as const } : {};
  return {
    ...fields,
    bankId: row.id,
    ...cleared,
    ...(row.pending ? { pending: true } : {}),
    ...(wasPending ? { date: row.date, amount: row.amount } : {}),
  };
}

async function newEntry(
  ctx: Ctx & { ledgerKey: Doc<"users">["_id"] },
  account: Doc<"accounts">,
  row: BankRow,
  rules: Awaited<ReturnType<typeof loadRules>>,
  history: Map<string, Entry["category"] | null>,
): Promise<Entry> {
  const payee = feedPayee(row.payee);
  let guess = history.get(payee ?? "");
  if (guess === undefined && payee !== undefined) {
    guess = await usualCategoryOf(ctx, ctx.ledgerKey, payee);
    history.set(payee, guess);
  }
  const entry = feedEntry(
    account,
    { ...row, category: guess ?? defaultCategoryOf(row.amount) },
    { bankId: row.id, pending: row.pending },
  );
  return fileFeedEntry(rules, entry, guess === undefined || guess === null);
}

/** The account's transactions of the rows' days (± MATCH_DAYS) by amount, or null when too many. */
async function windowByAmount(
  ctx: Ctx,
  account: Doc<"accounts">,
  rows: BankRow[],
): Promise<Map<number, Tx[]> | null> {
  const dates = rows.map((r) => r.date).sort();
  const found = await ctx.db
    .query("transactions")
    .withIndex("by_account_date", (q) =>
      q
        .eq("accountId", account._id)
        .gte("date", addDays(dates[0], -MATCH_DAYS))
        .lte("date", addDays(dates[dates.length - 1], MATCH_DAYS)),
    )
    .take(windowRows(rows.length) + 1);
  if (found.length > windowRows(rows.length)) return null;
  const byAmount = new Map<number, Tx[]>();
  for (const tx of found) byAmount.set(tx.amount, [...(byAmount.get(tx.amount) ?? []), tx]);
  return byAmount;
}

/** Transactions of the same amount within MATCH_DAYS of the row, earliest first. */
async function candidatesOf(
  ctx: Ctx,
  account: Doc<"accounts">,
  row: BankRow,
  window: Map<number, Tx[]> | null,
): Promise<Tx[]> {
  const from = addDays(row.date, -MATCH_DAYS);
  const to = addDays(row.date, MATCH_DAYS);
  if (window !== null) {
    return (window.get(row.amount) ?? [])
      .filter((tx) => tx.date >= from && tx.date <= to)
      .sort((a, b) => a.date.localeCompare(b.date))
      .slice(0, MATCH_CANDIDATES);
  }
  return await ctx.db
    .query("transactions")
    .withIndex("by_account_amount_date", (q) =>
      q.eq("accountId", account._id).eq("amount", row.amount).gte("date", from).lte("date", to),
    )
    .take(MATCH_CANDIDATES);
}

export async function applyBankRows(
  ctx: Ctx,
  account: Doc<"accounts">,
  input: BankRow[],
): Promise<SyncCounts> {
  const rows = [...new Map(input.map((r) => [r.id, r])).values()];
  const counts: SyncCounts = { added: 0, updated: 0, matched: 0 };
  if (rows.length === 0) return counts;
  const claimed = new Set<string>();
  const revisions: { tx: Tx; next: Entry }[] = [];
  const fresh: Entry[] = [];
  const rules = await loadRules(ctx, account.userId);
  const history = new Map<string, Entry["category"] | null>();
  const owner = { db: ctx.db, ledgerKey: account.userId };
  const window = await windowByAmount(ctx, account, rows);
  for (const row of rows) {
    const known = await ctx.db
      .query("transactions")
      .withIndex("by_account_bankId", (q) => q.eq("accountId", account._id).eq("bankId", row.id))
      .first();
    if (known !== null) {
      claimed.add(known._id);
      if (known.pending === true && !row.pending) {
        revisions.push({ tx: known, next: updated(known, row) });
        counts.updated++;
      }
      continue;
    }
    const near = await candidatesOf(ctx, account, row, window);
    // Closest date first, so two equal coffees a day apart each find their own.
    const match = near
      .filter((tx) => !claimed.has(tx._id) && isCandidate(tx, row))
      .sort(
        (a, b) =>
          Math.abs(toDayNumber(a.date) - toDayNumber(row.date)) -
          Math.abs(toDayNumber(b.date) - toDayNumber(row.date)),
      )[0];
    if (match === undefined && row.pending) {
      const settled = near.find(
        (tx) =>
          !claimed.has(tx._id) &&
          tx.bankId !== undefined &&
          tx.pending !== true &&
          Math.abs(toDayNumber(tx.date) - toDayNumber(row.date)) <= MATCH_DAYS &&
          payeesAlike(tx.payee, row.payee),
      );
      if (settled !== undefined) {
        claimed.add(settled._id);
        continue;
      }
    }
    if (match !== undefined) {
      claimed.add(match._id);
      revisions.push({ tx: match, next: updated(match, row) });
      if (match.pending === true) counts.updated++;
      else counts.matched++;
      continue;
    }
    fresh.push(await newEntry(owner, account, row, rules, history));
    counts.added++;
  }
  // Recording the bank's id on a reconciled row changes no amount: the guard has nothing to
  // protect there, and refusing would add the bank's copy as a duplicate instead.
  if (revisions.length > 0) await reviseEntries(ctx, account, revisions, true);
  const added = fresh.length > 0 ? await postEntries(ctx, account, fresh) : [];
  // Rows that just posted may be one side of a transfer between the person's accounts.
  const posted = revisions.filter((r) => r.next.pending !== true).map((r) => r.tx._id);
  await recognizeTransfers(ctx, account.userId, [...posted, ...added]);
  return counts;
}
