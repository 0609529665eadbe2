import type { TFunction } from "i18next";
import type { CategoryKey } from "../../../../convex/shared/domain";
import type { RuleView } from "../../../data/payees";

/**
 * A rule as one sentence: "When the payee contains “rewe” → Food · payee “REWE” · tag
 * “groceries”". Amount and account conditions are described by the list row itself.
 */
export function ruleCondition(t: TFunction, rule: Pick<RuleView, "field" | "op" | "text">) {
  return t(`rules.when.${rule.field}.${rule.op}`, { text: rule.text });
}

export function ruleActions(
  t: TFunction,
  rule: Pick<RuleView, "setCategory" | "setPayee" | "addTag">,
  categoryName: (key: CategoryKey) => string,
): string[] {
  const out: string[] = [];
  if (rule.setCategory) {
    out.push(t("rules.then.category", { category: categoryName(rule.setCategory) }));
  }
  if (rule.setPayee) out.push(t("rules.then.payee", { payee: rule.setPayee }));
  if (rule.addTag) out.push(t("rules.then.tag", { tag: rule.addTag }));
  return out;
}
