import type { ComboboxItemGroup, ComboboxItem } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CATEGORIES, isCategory, type CategoryKey } from "../../convex/shared/domain";
import { useOwnCategories, useRetiredCategories } from "./categories";

export interface CategoryNames {
  /** A category's name in the current language: translated if built-in, as typed if own. */
  label: (key: CategoryKey) => string;
  /** Grouped choices for a Select: the built-in categories, then the user's by group. */
  options: ComboboxItemGroup<ComboboxItem>[];
  /** The same, without `exclude` (e.g. the category being deleted). */
  optionsWithout: (exclude: string) => ComboboxItemGroup<ComboboxItem>[];
}

/**
 * Names and choices of every category the user can file under. The 13 built-in ones stay
 * translated; the user's own appear by their group beside them, in every picker alike.
 */
export function useCategoryNames(): CategoryNames {
  const { t } = useTranslation();
  const own = useOwnCategories();
  const retired = useRetiredCategories();
  return useMemo(() => {
    const named = [...(retired ?? []), ...(own ?? [])];
    const names = new Map(named.map((c) => [c._id as string, c.name]));
    const label = (key: CategoryKey) =>
      isCategory(key)
        ? t(`common:categories.${key}`)
        : (names.get(key) ?? t("categoryGroups.removed"));
    const builtIn = CATEGORIES.map((c) => ({ value: c as string, label: label(c) }));
    const groups = new Map<string, ComboboxItem[]>();
    for (const c of own ?? []) {
      const group = c.group ?? t("categoryGroups.own");
      groups.set(group, [...(groups.get(group) ?? []), { value: c._id, label: c.name }]);
    }
    const all = [
      { group: t("categoryGroups.builtIn"), items: builtIn },
      ...[...groups].map(([group, items]) => ({ group, items })),
    ];
    const optionsWithout = (exclude: string) =>
      all
        .map((g) => ({ ...g, items: g.items.filter((i) => i.value !== exclude) }))
        .filter((g) => g.items.length > 0);
    return { label, options: all, optionsWithout };
  }, [own, retired, t]);
}
