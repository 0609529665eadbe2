/**
 * A new schedule filled in from the URL: the advisor links "add it as a recurring transaction"
 * to /planner?tab=recurring&add=expense&account=…&amount=…&category=…&notes=…&frequency=…&start=…
 * (convex/model/advisor/recurring.ts builds it). Values that do not check out are left out, so
 * the form falls back to its defaults for them.
 */
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import type { CategoryKey } from "../../../../convex/shared/domain";
import { FREQUENCIES, type Frequency } from "../../../../convex/shared/recurrence";
import {
  validateIsoDate,
  validateNotes,
  validatePositiveAmount,
} from "../../../../convex/shared/validation";
import type { AccountView } from "../../../data/accounts";
import type { ScheduleFormValues } from "./scheduleForm";

export const PREFILL_PARAMS = [
  "add",
  "account",
  "amount",
  "category",
  "notes",
  "frequency",
  "start",
] as const;

export function prefillFrom(
  params: URLSearchParams,
  accounts: readonly AccountView[],
  toText: (amount: number, currency: CurrencyCode) => string,
): Partial<ScheduleFormValues> | null {
  const kind = params.get("add");
  if (kind !== "income" && kind !== "expense") return null;
  const values: Partial<ScheduleFormValues> = { kind };
  const account = accounts.find((a) => a._id === params.get("account"));
  if (account) values.accountId = account._id;
  const amount = Number(params.get("amount"));
  if (account && validatePositiveAmount(amount) === null) {
    values.amount = toText(amount, account.currency);
  }
  const category = params.get("category");
  if (category) values.category = category as CategoryKey;
  const notes = params.get("notes");
  if (notes && validateNotes(notes) === null) values.notes = notes;
  const frequency = params.get("frequency");
  if (FREQUENCIES.includes(frequency as Frequency)) values.frequency = frequency as Frequency;
  const start = params.get("start");
  if (start && validateIsoDate(start) === null) {
    values.startDate = start;
    values.dayOfMonth = Number(start.slice(8, 10));
  }
  return values;
}
