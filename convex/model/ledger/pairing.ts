/**
 * Transfers recognised across accounts. When rows arrive (bank sync, import, typed entry) and
 * one in another account of the same books mirrors a new one — opposite amount (converted
 * with the user's rate across currencies), date within PAIR_DAYS, and neither has another
 * candidate — the two become one transfer exactly as createTransfer writes it: kind
 * "transfer", `counterpartId` on each side pointing at the other, and across currencies the
 * incoming side's `original` (the outgoing amount and the rate the two amounts imply). Each
 * side keeps its bank id, import key, payee, notes and cleared status.
 *
 * Reads stay bounded: each new row looks up its mirror through by_user_amount_date (one
 * index range per currency the user's accounts hold), never the history.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { minorDigits, type CurrencyCode } from "../../shared/currencies";
import { addDays } from "../../shared/dates";
import { isTransfer } from "../../shared/transfers";
import { convertAmount } from "../../shared/money";
import { rateOf } from "../exchangeRates/exchange";
import { fail } from "../errors";
import { reviseEntry, type ActorCtx, type Entry } from "./entries";
import { kindOfAmount } from "../../shared/domain";

/** Bank and card statements post a transfer's two sides within a few days of each other. */
export const PAIR_DAYS = 4;
/** Across currencies, the bank's rate may differ from the user's by this share. */
export const RATE_TOLERANCE = 0.03;
/** More mirrors than this for one row is ambiguous anyway: the read stops there. */
const MIRROR_READ_CAP = 20;
/** Pairing by hand offers rows this many days either side: a slow card payment included. */
export const PICK_DAYS = 14;

type Ctx = { db: MutationCtx["db"] } & ActorCtx;
type ReadCtx = { db: QueryCtx["db"] };
type Tx = Doc<"transactions">;
type Accounts = Map<Id<"accounts">, Doc<"accounts">>;

export { isTransfer };

/** A row that may become one side of a transfer: posted, whole and ordinary. */
function isPairable(tx: Tx): boolean {
  return (
    !isTransfer(tx) &&
    tx.counterpartId === undefined &&
    tx.pending !== true &&
    (tx.splits === undefined || tx.splits.length === 0)
  );
}

/** A row recognition may pair: pairable, and the person never unpaired it. */
function isFree(tx: Tx): boolean {
  return isPairable(tx) && tx.pairRefused !== true;
}

async function accountsOf(ctx: ReadCtx, userId: Id<"users">): Promise<Accounts> {
  const list = await ctx.db
    .query("accounts")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .collect();
  return new Map(list.filter((a) => a.deletingAt === undefined).map((a) => [a._id, a]));
}

/**
 * The rows in the user's other accounts that mirror `tx` within `days`: free ones for
 * recognition, any pairable one when the person picks (`byHand`).
 */
async function mirrorsOf(
  ctx: ReadCtx,
  tx: Tx,
  accounts: Accounts,
  { days, byHand }: { days: number; byHand: boolean } = { days: PAIR_DAYS, byHand: false },
): Promise<Tx[]> {
  const own = accounts.get(tx.accountId);
  if (own === undefined) return [];
  const from = addDays(tx.date, -days);
  const to = addDays(tx.date, days);
  const usable = byHand ? isPairable : isFree;
  const currencies = new Set<CurrencyCode>();
  for (const a of accounts.values()) if (a._id !== tx.accountId) currencies.add(a.currency);
  const found: Tx[] = [];
  for (const currency of currencies) {
    let rows: Tx[];
    if (currency === own.currency) {
      rows = await ctx.db
        .query("transactions")
        .withIndex("by_user_amount_date", (q) =>
          q.eq("userId", tx.userId).eq("amount", -tx.amount).gte("date", from).lte("date", to),
        )
        .take(MIRROR_READ_CAP);
    } else {
      const rate = await rateOf({ db: ctx.db, ledgerKey: tx.userId }, own.currency, currency);
      if (rate === null) continue;
      const target = -convertAmount(tx.amount, own.currency, currency, rate);
      const slack = Math.ceil(Math.abs(target) * RATE_TOLERANCE);
      rows = (
        await ctx.db
          .query("transactions")
          .withIndex("by_user_amount_date", (q) =>
            q
              .eq("userId", tx.userId)
              .gte("amount", target - slack)
              .lte("amount", target + slack),
          )
          .take(MIRROR_READ_CAP * 10)
      ).filter((r) => r.date >= from && r.date <= to);
    }
    for (const r of rows) {
      const account = accounts.get(r.accountId);
      if (account?.currency !== currency || r.accountId === tx.accountId) continue;
      if (Math.sign(r.amount) !== -Math.sign(tx.amount) || !usable(r)) continue;
      found.push(r);
    }
  }
  return found;
}

/** The rate that turns the outgoing amount into the incoming one, as createTransfer stores it. */
function impliedRate(out: number, from: CurrencyCode, inc: number, to: CurrencyCode): number {
  const major = (amount: number, c: CurrencyCode) => amount / 10 ** minorDigits(c);
  return major(inc, to) / major(out, from);
}

/** Rewrites two ordinary rows as the two sides of one transfer (see the module comment). */
async function linkAsTransfer(ctx: Ctx, a: Tx, b: Tx, accounts: Accounts): Promise<void> {
  const [out, inc] = a.amount < 0 ? [a, b] : [b, a];
  const from = accounts.get(out.accountId);
  const to = accounts.get(inc.accountId);
  if (from === undefined || to === undefined) fail("NOT_FOUND");
  const asSide = (tx: Tx, counterpartId: Id<"transactions">): Entry => {
    const { _id, _creationTime, pairRefused: _refused, ...fields } = tx;
    return { ...fields, kind: "transfer", counterpartId };
  };
  const incoming = asSide(inc, out._id);
  if (from.currency !== to.currency) {
    const amount = -out.amount;
    incoming.original = {
      amount,
      currency: from.currency,
      rate: impliedRate(amount, from.currency, inc.amount, to.currency),
    };
  }
  // Pairing changes no amount, so a reconciled side may be paired without consent.
  await reviseEntry(ctx, from, out, asSide(out, inc._id), true);
  await reviseEntry(ctx, to, inc, incoming, true);
}

/**
 * Pairs each of the given rows (just written in `accountId`) with its one mirror in another
 * account, when there is exactly one and that mirror has no other candidate either.
 * Returns how many transfers it recognised.
 */
export async function recognizeTransfers(
  ctx: Ctx,
  userId: Id<"users">,
  ids: Id<"transactions">[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const accounts = await accountsOf(ctx, userId);
  if (accounts.size < 2) return 0;
  let paired = 0;
  for (const id of ids) {
    const tx = await ctx.db.get("transactions", id);
    if (tx === null || tx.userId !== userId || !isFree(tx)) continue;
    const mirrors = await mirrorsOf(ctx, tx, accounts);
    if (mirrors.length !== 1) continue;
    const back = await mirrorsOf(ctx, mirrors[0], accounts);
    if (back.length !== 1 || back[0]._id !== tx._id) continue;
    await linkAsTransfer(ctx, tx, mirrors[0], accounts);
    paired++;
  }
  return paired;
}

/** The rows the person may pair `tx` with by hand, nearest date first (none for a transfer). */
export async function pairCandidates(ctx: ReadCtx, tx: Tx): Promise<Tx[]> {
  if (!isPairable(tx)) return [];
  const accounts = await accountsOf(ctx, tx.userId);
  const rows = await mirrorsOf(ctx, tx, accounts, { days: PICK_DAYS, byHand: true });
  const distance = (r: Tx) => Math.abs(Date.parse(r.date) - Date.parse(tx.date));
  return rows.sort((a, b) => distance(a) - distance(b));
}

/**
 * The person pairs two rows by hand: ordinary rows of two accounts, one money out and one in,
 * the same amount within one currency (across currencies the two amounts give the rate).
 * A refusal remembered from an earlier unpair does not stand in the way.
 */
export async function pairByHand(ctx: Ctx, a: Tx, b: Tx): Promise<void> {
  if (a.accountId === b.accountId) fail("SAME_ACCOUNT", "b");
  for (const tx of [a, b]) {
    if (isTransfer(tx) || tx.counterpartId !== undefined || tx.pending === true) {
      fail("TRANSFER_MISMATCH", "b");
    }
    if (tx.splits !== undefined && tx.splits.length > 0) fail("TRANSFER_MISMATCH", "b");
  }
  if (Math.sign(a.amount) === Math.sign(b.amount)) fail("TRANSFER_MISMATCH", "b");
  const accounts = await accountsOf(ctx, a.userId);
  const ca = accounts.get(a.accountId)?.currency;
  const cb = accounts.get(b.accountId)?.currency;
  if (ca === undefined || cb === undefined) fail("NOT_FOUND");
  if (ca === cb && a.amount !== -b.amount) fail("TRANSFER_MISMATCH", "b");
  await linkAsTransfer(ctx, a, b, accounts);
}

/**
 * Turns a transfer back into two ordinary rows (money in: income, out: expense), each
 * remembering the refusal so a later sync or import does not pair it again.
 */
export async function unpairTransfer(ctx: Ctx, tx: Tx): Promise<void> {
  if (!isTransfer(tx) || tx.counterpartId === undefined) fail("INVALID_ARGUMENT", "id");
  const other = await ctx.db.get("transactions", tx.counterpartId);
  if (other === null || other.userId !== tx.userId) fail("NOT_FOUND");
  for (const side of [tx, other]) {
    const account = await ctx.db.get("accounts", side.accountId);
    if (account === null) fail("NOT_FOUND");
    const { _id, _creationTime, counterpartId: _c, original: _o, ...fields } = side;
    const plain: Entry = {
      ...fields,
      kind: kindOfAmount(side.amount),
      pairRefused: true,
    };
    // Unpairing changes no amount: a reconciled side may be unpaired without consent.
    await reviseEntry(ctx, account, side, plain, true);
  }
}
