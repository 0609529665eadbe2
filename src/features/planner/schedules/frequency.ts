import type { TFunction } from "i18next";
import type { Recurrence } from "../../../../convex/shared/recurrence";

type Rule = Pick<Recurrence, "frequency" | "interval" | "startDate" | "dayOfMonth">;

/**
 * A rule in words: "Daily", "Every 2 weeks", "Monthly on day 31", "Every 3 months on day 5",
 * "Yearly". Intervals above 1 use i18next plurals, so each language picks its own forms
 * (Russian "Каждые 2 недели" / "Каждые 5 недель"). A monthly rule without an explicit day
 * falls on its start date's day, which is what the server does too.
 */
export function frequencyText(t: TFunction, rule: Rule): string {
  const count = rule.interval;
  switch (rule.frequency) {
    case "daily":
      return count === 1
        ? t("planner:frequency.daily")
        : t("planner:frequency.everyDays", { count });
    case "weekly":
      return count === 1
        ? t("planner:frequency.weekly")
        : t("planner:frequency.everyWeeks", { count });
    case "monthly": {
      const day = rule.dayOfMonth ?? Number(rule.startDate.slice(8, 10));
      return count === 1
        ? t("planner:frequency.monthlyOnDay", { day })
        : t("planner:frequency.everyMonthsOnDay", { count, day });
    }
    case "yearly":
      return count === 1
        ? t("planner:frequency.yearly")
        : t("planner:frequency.everyYears", { count });
  }
}

/** The end of a series in words, or null when it repeats for ever. */
export function limitText(
  t: TFunction,
  rule: Pick<Recurrence, "endDate" | "count">,
  formatDate: (iso: string) => string,
): string | null {
  const parts: string[] = [];
  if (rule.count !== undefined) parts.push(t("planner:frequency.times", { count: rule.count }));
  if (rule.endDate !== undefined)
    parts.push(t("planner:frequency.until", { date: formatDate(rule.endDate) }));
  return parts.length > 0 ? parts.join(", ") : null;
}
