/**
 * The ledger's cap (MAX_AMOUNT, shared/money.ts) for one posting of a schedule, checked before
 * anything is written: when the schedule is saved, so its owner hears it at once, and before
 * every posting, since balances and rates move after a save. A posting that would break it is
 * refused with a code, never thrown half-way through a run.
 */
import type { Doc } from "../../_generated/dataModel";
import type { ErrorCode } from "../../shared/errors";
import { convertAmount, isWithinMaxAmount } from "../../shared/money";
import { validatePositiveAmount } from "../../shared/validation";

type Account = Pick<Doc<"accounts">, "balance" | "currency">;

const hasRoomFor = (account: Account, delta: number) => isWithinMaxAmount(account.balance + delta);

/**
 * Why posting `amount` once would break a cap: the amount itself, the account's balance, or
 * for a transfer the converted amount and the receiving balance. `rate` (from → to) is null
 * when the user has none yet; the conversion is then checked when it posts.
 */
export function capProblem(
  kind: Doc<"schedules">["kind"],
  amount: number,
  from: Account,
  to: Account | null,
  rate: number | null,
): ErrorCode | null {
  const invalid = validatePositiveAmount(amount);
  if (invalid !== null) return invalid;
  if (!hasRoomFor(from, kind === "income" ? amount : -amount)) return "BALANCE_TOO_LARGE";
  if (kind !== "transfer" || to === null || rate === null) return null;
  const converted = convertAmount(amount, from.currency, to.currency, rate);
  if (!isWithinMaxAmount(converted)) return "CONVERTED_TOO_LARGE";
  // A tiny amount can round to nothing in the other currency: the ledger refuses that.
  if (converted <= 0) return "INVALID_AMOUNT";
  return hasRoomFor(to, converted) ? null : "BALANCE_TOO_LARGE";
}
