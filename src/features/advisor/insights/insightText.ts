import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/format";
import type { Insight } from "../../../data/advisor";
import { useCategoryNames } from "../../../data/categoryNames";

type Value = Insight["values"][number];

/** Numbers that drive a plural form: "in 1 day" / "in 3 days". */
const PLURAL_DRIVERS = new Set(["days", "count", "months"]);

/**
 * Turns an insight's typed values into translation parameters in the current language:
 * money and dates through useFormatters, categories through their translated names.
 */
export function useInsightText() {
  const { t } = useTranslation("advisor");
  const { money, date, number } = useFormatters();
  const { label: categoryName } = useCategoryNames();

  const format = useCallback(
    (value: Value): string => {
      switch (value.type) {
        case "money":
          return money(value.amount, value.currency);
        case "date":
          return date(value.value);
        case "category":
          return categoryName(value.value);
        case "number":
          return number(value.value);
        default:
          return value.value;
      }
    },
    [money, date, number, categoryName],
  );

  return useCallback(
    (insight: Insight) => {
      const params: Record<string, string | number> = {};
      for (const value of insight.values) {
        params[value.name] = format(value);
        if (value.type === "number" && PLURAL_DRIVERS.has(value.name)) params.count = value.value;
      }
      if (!("category" in params)) params.category = t("values.overall");
      return {
        headline: t(insight.headline, params),
        detail: t(insight.detail, params),
        action: t(insight.action.label),
        /** The money behind the insight, labelled, for the "numbers" line. */
        numbers: insight.values
          .filter((v): v is Extract<Value, { type: "money" }> => v.type === "money")
          .map((v) => ({ label: t(`values.${v.name}`), text: format(v) })),
      };
    },
    [format, t],
  );
}
