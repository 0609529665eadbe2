/**
 * The schedule form as plain data: the values the fields hold, their checks (the same rules as
 * the server's, from convex/shared) and the arguments of schedules.create / update.
 */
import type { Id } from "../../../../convex/_generated/dataModel";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { isLiabilityType, type CategoryKey } from "../../../../convex/shared/domain";
import type { ErrorCode } from "../../../../convex/shared/errors";
import type { ParseResult } from "../../../../convex/shared/money";
import type { ScheduleKind } from "../../../../convex/shared/planning";
import {
  MAX_COUNT,
  MAX_INTERVAL,
  type Frequency,
  validateStartDate,
} from "../../../../convex/shared/recurrence";
import {
  validateIsoDate,
  validateNotes,
  validatePositiveAmount,
} from "../../../../convex/shared/validation";
import type { AccountView } from "../../../data/accounts";
import type { ScheduleArgs, ScheduleView } from "../../../data/schedules";

export const END_MODES = ["never", "on", "after"] as const;
export type EndMode = (typeof END_MODES)[number];

export interface ScheduleFormValues {
  kind: ScheduleKind;
  accountId: string | null;
  toAccountId: string | null;
  amount: string;
  category: CategoryKey;
  notes: string;
  frequency: Frequency;
  /** NumberInput hands back "" while the field is empty. */
  interval: number | string;
  dayOfMonth: number | string;
  startDate: string | null;
  ends: EndMode;
  endDate: string | null;
  count: number | string;
}

export type ScheduleErrors = Partial<Record<keyof ScheduleFormValues, ErrorCode>>;

export function newScheduleValues(accounts: AccountView[], today: string): ScheduleFormValues {
  const everyday = accounts.find((a) => !isLiabilityType(a.type));
  return {
    kind: "expense",
    accountId: (everyday ?? accounts[0])?._id ?? null,
    toAccountId: null,
    amount: "",
    category: "other",
    notes: "",
    frequency: "monthly",
    interval: 1,
    dayOfMonth: Number(today.slice(8, 10)),
    startDate: today,
    ends: "never",
    endDate: null,
    count: 12,
  };
}

export function scheduleToValues(
  s: ScheduleView,
  toText: (amount: number, currency: CurrencyCode) => string,
): ScheduleFormValues {
  return {
    kind: s.kind,
    accountId: s.accountId,
    toAccountId: s.toAccountId ?? null,
    amount: s.currency ? toText(s.amount, s.currency) : "",
    category: s.category,
    notes: s.notes ?? "",
    frequency: s.frequency,
    interval: s.interval,
    dayOfMonth: s.dayOfMonth ?? Number(s.startDate.slice(8, 10)),
    startDate: s.startDate,
    ends: s.count !== undefined ? "after" : s.endDate !== undefined ? "on" : "never",
    endDate: s.endDate ?? null,
    count: s.count ?? 12,
  };
}

const isWhole = (value: number | string, min: number, max: number) =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/**
 * `today`: the user's date, for the earliest start; `keptStart`: the start of the schedule
 * being edited, which stays allowed however old it is.
 */
export function validateSchedule(
  values: ScheduleFormValues,
  parse: (text: string, currency: CurrencyCode) => ParseResult,
  currency: CurrencyCode | undefined,
  today: string,
  keptStart?: string,
): ScheduleErrors {
  const errors: ScheduleErrors = {};
  if (!values.accountId) errors.accountId = "REQUIRED";
  if (values.kind === "transfer") {
    if (!values.toAccountId) errors.toAccountId = "REQUIRED";
    else if (values.toAccountId === values.accountId) errors.toAccountId = "SAME_ACCOUNT";
  }
  if (values.amount.trim() === "") errors.amount = "REQUIRED";
  else if (currency) {
    const amount = parse(values.amount, currency);
    if (!amount.ok) errors.amount = amount.code;
    else if (validatePositiveAmount(amount.value)) errors.amount = "INVALID_AMOUNT";
  }
  const notes = validateNotes(values.notes);
  if (notes) errors.notes = notes;
  if (!isWhole(values.interval, 1, MAX_INTERVAL)) errors.interval = "INVALID_ARGUMENT";
  if (values.frequency === "monthly" && !isWhole(values.dayOfMonth, 1, 31))
    errors.dayOfMonth = "INVALID_DAY";
  if (!values.startDate) errors.startDate = "REQUIRED";
  else if (validateIsoDate(values.startDate)) errors.startDate = "INVALID_DATE";
  else if (values.startDate !== keptStart) {
    const tooEarly = validateStartDate(values.startDate, today);
    if (tooEarly) errors.startDate = tooEarly;
  }
  if (values.ends === "on") {
    if (!values.endDate) errors.endDate = "REQUIRED";
    else if (values.startDate && values.endDate < values.startDate) errors.endDate = "INVALID_DATE";
  }
  if (values.ends === "after" && !isWhole(values.count, 1, MAX_COUNT))
    errors.count = "INVALID_ARGUMENT";
  return errors;
}

/** The create / update arguments; call only once validateSchedule found nothing. */
export function valuesToArgs(values: ScheduleFormValues, amount: number): ScheduleArgs {
  const transfer = values.kind === "transfer";
  return {
    kind: values.kind,
    accountId: values.accountId as Id<"accounts">,
    toAccountId: transfer ? (values.toAccountId as Id<"accounts">) : undefined,
    amount,
    // A transfer moves money between the user's own accounts: it has no spending category.
    category: transfer ? "other" : values.category,
    notes: values.notes.trim() || undefined,
    frequency: values.frequency,
    interval: Number(values.interval),
    startDate: values.startDate ?? "",
    endDate: values.ends === "on" ? (values.endDate ?? undefined) : undefined,
    count: values.ends === "after" ? Number(values.count) : undefined,
    dayOfMonth: values.frequency === "monthly" ? Number(values.dayOfMonth) : undefined,
  };
}
