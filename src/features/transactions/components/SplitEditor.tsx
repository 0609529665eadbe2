import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import type { CategoryKey } from "../../../../convex/shared/domain";
import { useCategoryNames } from "../../../data/categoryNames";
import { MoneyInput } from "../../../components/MoneyInput";
import { useFormatters } from "../../../lib/format";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import type { ParseResult } from "../../../../convex/shared/money";
import { splitTotals, type SplitRow, type TransactionFormValues } from "../transactionForm";

/** A split's first two parts: the whole in the category chosen so far, and an empty one. */
export function firstParts(
  values: TransactionFormValues,
  currency: CurrencyCode,
  parse: (text: string, currency: CurrencyCode) => ParseResult,
  toText: (amount: number, currency: CurrencyCode) => string,
): SplitRow[] {
  const total = parse(values.amount, currency);
  return [
    { category: values.category, amount: total.ok ? toText(total.value, currency) : "", notes: "" },
    { category: "other", amount: "", notes: "" },
  ];
}

interface SplitEditorProps {
  form: UseFormReturnType<TransactionFormValues>;
  currency: CurrencyCode;
  /** A part's category field in place of the list (the register's, where Tab takes a match). */
  categoryField?: (index: number) => ReactNode;
}

/**
 * The parts of a split: category, amount and notes per row, and what is still left to assign,
 * live as the user types. "Split" starts with two rows: the whole in the chosen category and
 * an empty one; removing down to one part removes the split.
 */
export function SplitEditor({ form, currency, categoryField }: SplitEditorProps) {
  const { t } = useTranslation("transactions");
  const { parse, toText } = useMoneyInputFormat();
  const { money } = useFormatters();
  const { values } = form;
  const { options: categories } = useCategoryNames();

  if (values.splits.length === 0) {
    const start = () => form.setFieldValue("splits", firstParts(values, currency, parse, toText));
    return (
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        onClick={start}
        style={{ alignSelf: "flex-start" }}
        data-testid="split-start"
      >
        {t("split.add")}
      </Button>
    );
  }

  const { remaining } = splitTotals(values, currency, parse);
  const remove = (index: number) =>
    form.setFieldValue(
      "splits",
      values.splits.length <= 2 ? [] : values.splits.filter((_, i) => i !== index),
    );
  return (
    <Paper withBorder p="xs" radius="md" data-testid="split-editor">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t("split.title")}
        </Text>
        {values.splits.map((_, index) => (
          // The inputs wrap among themselves on a narrow screen; the delete icon stays at the
          // end of the part's first line instead of wrapping onto a line of its own.
          <Group key={index} gap={6} align="flex-start" wrap="nowrap" data-testid="split-row">
            <Group gap={6} wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
              {categoryField ? (
                <div style={{ flex: "1 1 8rem" }}>{categoryField(index)}</div>
              ) : (
                <Select
                  aria-label={t("split.category", { n: index + 1 })}
                  data={categories}
                  allowDeselect={false}
                  searchable
                  style={{ flex: "1 1 8rem" }}
                  {...form.getInputProps(`splits.${index}.category`)}
                  onChange={(c) =>
                    c && form.setFieldValue(`splits.${index}.category`, c as CategoryKey)
                  }
                />
              )}
              <MoneyInput
                aria-label={t("split.amount", { n: index + 1 })}
                currency={currency}
                style={{ flex: "1 1 6rem" }}
                {...form.getInputProps(`splits.${index}.amount`)}
              />
              <TextInput
                aria-label={t("split.notes", { n: index + 1 })}
                placeholder={t("split.notesPlaceholder")}
                style={{ flex: "2 1 8rem" }}
                {...form.getInputProps(`splits.${index}.notes`)}
              />
            </Group>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="input-sm"
              aria-label={t("split.remove", { n: index + 1 })}
              onClick={() => remove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between" gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              form.insertListItem("splits", {
                category: "other",
                amount: remaining > 0 ? toText(remaining, currency) : "",
                notes: "",
              })
            }
          >
            {t("split.addPart")}
          </Button>
          <Text
            size="sm"
            c={remaining === 0 ? "teal" : "red"}
            aria-live="polite"
            data-testid="split-remaining"
          >
            {remaining === 0
              ? t("split.balanced")
              : t("split.remaining", { amount: money(remaining, currency) })}
          </Text>
        </Group>
        {form.errors.splits && (
          <Text size="xs" c="red" role="alert">
            {form.errors.splits}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
