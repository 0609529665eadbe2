import {
  IconArrowDownLeft,
  IconArrowUpRight,
  IconArrowsExchange,
  type Icon,
} from "@tabler/icons-react";
import type { TFunction } from "i18next";
import type { CategoryKey } from "../../../../convex/shared/domain";
import type { ScheduleKind } from "../../../../convex/shared/planning";

/** Money in, money out, money moved: one icon and colour each, also telling kinds apart without colour. */
export const KIND_STYLE: Record<ScheduleKind, { icon: Icon; color: string }> = {
  income: { icon: IconArrowDownLeft, color: "teal" },
  expense: { icon: IconArrowUpRight, color: "red" },
  transfer: { icon: IconArrowsExchange, color: "blue" },
};

/** Expenses show negative, income positive, transfers unsigned (they are neither). */
export function signedAmount(kind: ScheduleKind, amount: number): number {
  return kind === "expense" ? -amount : amount;
}

/** What a schedule or occurrence is called: its notes, else "Transfer to X", else its category. */
export function itemTitle(
  t: TFunction,
  item: { kind: ScheduleKind; notes?: string; category: CategoryKey; toAccountId?: string },
  accountName: (id: string | undefined) => string,
  categoryName: (key: CategoryKey) => string,
): string {
  if (item.notes) return item.notes;
  if (item.kind === "transfer")
    return t("planner:recurring.transferTo", { name: accountName(item.toAccountId) });
  return categoryName(item.category);
}
