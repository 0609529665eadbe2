import { Button, Group, Select } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import type { CategoryKey } from "../../../../convex/shared/domain";
import { MoneyInput } from "../../../components/MoneyInput";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useBudgetMutations } from "../../../data/budgets";
import { useSavingRunner } from "../hooks";
import { useCategoryNames } from "../../../data/categoryNames";

interface AddBudgetProps {
  month: string;
  currency: CurrencyCode;
  /** Categories that have no budget this month yet. */
  categories: readonly CategoryKey[];
  initialCategory?: CategoryKey;
}

/** Category + amount + Add, in one line on wide screens, stacked on phones. */
export function AddBudget({ month, currency, categories, initialCategory }: AddBudgetProps) {
  const { t } = useTranslation("planner");
  const { label: categoryName } = useCategoryNames();
  const { parse } = useMoneyInputFormat();
  const { saving, save } = useSavingRunner();
  const { set } = useBudgetMutations();
  const [category, setCategory] = useState<CategoryKey | null>(
    initialCategory ?? categories[0] ?? null,
  );
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<{ category?: string; amount?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(text, currency);
    const next: typeof errors = {};
    if (!category) next.category = t("common:errors.REQUIRED");
    if (text.trim() === "") next.amount = t("common:errors.REQUIRED");
    else if (!parsed.ok || parsed.value < 0) next.amount = t("common:errors.INVALID_AMOUNT");
    setErrors(next);
    if (!category || !parsed.ok || Object.keys(next).length > 0) return;
    const saved = await save(
      () => set({ month, scope: category, amount: parsed.value }),
      t("budget.saved"),
    );
    if (saved) {
      setText("");
      setCategory(categories.find((c) => c !== category) ?? null);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="add-budget">
      <Group align="flex-start" gap="xs" wrap="wrap">
        <Select
          label={t("budget.category")}
          data={categories.map((c) => ({ value: c, label: categoryName(c) }))}
          value={category}
          onChange={(c) => setCategory(c as CategoryKey | null)}
          allowDeselect={false}
          searchable
          error={errors.category}
          w={{ base: "100%", xs: 200 }}
        />
        <MoneyInput
          label={t("budget.monthlyAmount")}
          // "Set budget" on a category already chose it: the amount is what is left to type.
          autoFocus={initialCategory !== undefined}
          currency={currency}
          value={text}
          onChange={(v) => {
            setText(v);
            setErrors((e) => ({ ...e, amount: undefined }));
          }}
          error={errors.amount}
          w={{ base: "100%", xs: 170 }}
        />
        <Button
          type="submit"
          loading={saving}
          leftSection={<IconPlus size={16} />}
          mt={{ base: 0, xs: 25 }}
          w={{ base: "100%", xs: "auto" }}
        >
          {t("budget.add")}
        </Button>
      </Group>
    </form>
  );
}
