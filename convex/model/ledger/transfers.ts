/**
 * Transfers: two linked transactions (kind "transfer", counterpartId pointing at each other)
 * written, edited and deleted together in one mutation. The outgoing side holds −amount in
 * the source account's currency; the incoming side holds +converted amount and, across
 * currencies, `original` with the source amount and the rate used.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import { ensureCategory } from "../categories/check";
import { getOwned } from "../../lib/ownership";
import type { CategoryKey } from "../../shared/domain";
import { cleanNotes, validateCommon, type UserCtx } from "../transactions/entries";
import { fail } from "../errors";
import { convertEntered, convertWithRate } from "../exchangeRates/exchange";
import { postEntry, removeEntry, reviseEntry, type Entry } from "./entries";
import { storedStatus } from "./status";

export interface TransferInput {
  amount: number;
  date: string;
  category?: CategoryKey;
  notes?: string;
}

type Ctx = UserCtx;

function sides(
  ctx: Ctx,
  from: Doc<"accounts">,
  to: Doc<"accounts">,
  input: TransferInput,
  incoming: { amount: number; original?: Entry["original"] },
): [Entry, Entry] {
  const common = {
    userId: ctx.ledgerKey,
    date: input.date,
    kind: "transfer" as const,
    category: input.category ?? ("other" as const),
    notes: cleanNotes(input.notes),
  };
  const out: Entry = { ...common, accountId: from._id, amount: -input.amount };
  const inc: Entry = { ...common, accountId: to._id, amount: incoming.amount };
  if (incoming.original) inc.original = incoming.original;
  return [out, inc];
}

/**
 * Points one side of a transfer at its other side. Writers that insert both sides first (a new
 * transfer, undo, restore) link them afterwards, each side once.
 */
export async function linkCounterpart(
  ctx: Pick<Ctx, "db">,
  id: Id<"transactions">,
  counterpartId: Id<"transactions">,
): Promise<void> {
  await ctx.db.patch("transactions", id, { counterpartId });
}

export async function createTransfer(
  ctx: Ctx,
  fromId: Id<"accounts">,
  toId: Id<"accounts">,
  input: TransferInput,
): Promise<{ fromId: Id<"transactions">; toId: Id<"transactions"> }> {
  if (fromId === toId) fail("SAME_ACCOUNT", "toAccountId");
  validateCommon(input);
  await ensureCategory(ctx, input.category);
  const from = await getOwned(ctx, "accounts", fromId);
  const to = await getOwned(ctx, "accounts", toId);
  const incoming = await convertEntered(ctx, input.amount, from.currency, to.currency);
  const [out, inc] = sides(ctx, from, to, input, incoming);
  const outId = await postEntry(ctx, from, out);
  const incId = await postEntry(ctx, to, { ...inc, counterpartId: outId });
  await linkCounterpart(ctx, outId, incId);
  return { fromId: outId, toId: incId };
}

/** Both sides of the transfer `tx` belongs to, outgoing first. */
async function loadPair(ctx: Ctx, tx: Doc<"transactions">) {
  if (tx.kind !== "transfer" || tx.counterpartId === undefined) fail("INVALID_ARGUMENT", "id");
  const other = await getOwned(ctx, "transactions", tx.counterpartId);
  const [out, inc] = tx.amount < 0 ? [tx, other] : [other, tx];
  const from = await getOwned(ctx, "accounts", out.accountId);
  const to = await getOwned(ctx, "accounts", inc.accountId);
  return { out, inc, from, to };
}

/**
 * Edits amount, date, category and notes on both sides. `amount` is in the source account's
 * currency; a cross-currency transfer keeps the rate it was made with, so editing the notes
 * never fails because today's rate is missing.
 */
export async function updateTransfer(
  ctx: Ctx,
  tx: Doc<"transactions">,
  input: TransferInput,
  allowReconciled?: boolean,
) {
  validateCommon(input);
  await ensureCategory(ctx, input.category);
  const { out, inc, from, to } = await loadPair(ctx, tx);
  const rate = inc.original?.rate;
  const incoming =
    rate === undefined
      ? await convertEntered(ctx, input.amount, from.currency, to.currency)
      : convertWithRate(input.amount, from.currency, to.currency, rate);
  const [nextOut, nextInc] = sides(ctx, from, to, input, incoming);
  // Each side keeps its own cleared status: each matches its own account's statement.
  await reviseEntry(
    ctx,
    from,
    out,
    {
      ...nextOut,
      counterpartId: inc._id,
      ...storedStatus(out.cleared),
    },
    allowReconciled,
  );
  await reviseEntry(
    ctx,
    to,
    inc,
    {
      ...nextInc,
      counterpartId: out._id,
      ...storedStatus(inc.cleared),
    },
    allowReconciled,
  );
}

export async function removeTransfer(
  ctx: Ctx,
  tx: Doc<"transactions">,
  allowReconciled?: boolean,
): Promise<void> {
  const { out, inc, from, to } = await loadPair(ctx, tx);
  await removeEntry(ctx, from, out, allowReconciled);
  await removeEntry(ctx, to, inc, allowReconciled);
}
