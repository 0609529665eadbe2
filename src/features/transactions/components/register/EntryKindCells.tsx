import { TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useEffect, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../../convex/shared/currencies";
import type { TransactionFormValues } from "../../transactionForm";
import { SplitEditor } from "../SplitEditor";
import { EntryCategoryField } from "./EntryCategoryField";
import classes from "./Register.module.css";

type Form = UseFormReturnType<TransactionFormValues>;
/** Reports whether a category field (by its test id) holds text that matches no category. */
type OnUnmatched = (field: string, unmatched: boolean) => void;

const partField = (index: number) => `entry-part-category-${index}`;

/** The category fields the row shows: none for a transfer, one per part of a split. */
export function categoryFieldsOf(values: TransactionFormValues): string[] {
  if (values.kind === "transfer") return [];
  return values.splits.length > 0 ? values.splits.map((_, i) => partField(i)) : ["entry-category"];
}

/** The entry row's category cell: the category, or what the row is instead (transfer, split). */
export function EntryCategoryCell(props: {
  form: Form;
  onUnmatched: OnUnmatched;
  onSplit: () => void;
}) {
  const { form, onUnmatched, onSplit } = props;
  const { t } = useTranslation("transactions");
  const values = form.getValues();
  if (values.kind === "transfer" || values.splits.length > 0) {
    // Nothing to pick here (the parts are edited below), so Tab passes it by.
    const kind =
      values.kind === "transfer"
        ? t("kinds.transfer")
        : t("split.label", { count: values.splits.length });
    return (
      <TextInput
        size="xs"
        aria-label={t("form.category")}
        value={kind}
        readOnly
        tabIndex={-1}
        data-testid="entry-category-kind"
      />
    );
  }
  return (
    <EntryCategoryField
      value={values.category}
      onChange={(c) => {
        form.setFieldValue("category", c);
        form.setFieldValue("categoryChosen", true);
      }}
      onUnmatched={(none) => onUnmatched("entry-category", none)}
      onSplit={onSplit}
      error={form.errors.category !== undefined}
    />
  );
}

/**
 * A split's parts below the entry row (the grid places them last; for Tab they follow the
 * amount). Each part's category takes a typed match on Tab like the row's. When the parts
 * open, the focus goes to the total if it is still empty, else to the first part.
 */
export function EntrySplitParts(props: {
  form: Form;
  currency: CurrencyCode;
  onUnmatched: OnUnmatched;
  rowRef: RefObject<HTMLDivElement | null>;
}) {
  const { form, currency, onUnmatched, rowRef } = props;
  const { t } = useTranslation("transactions");
  const values = form.getValues();
  const split = values.splits.length > 0;
  useEffect(() => {
    if (!split) return;
    // After the Tab that chose "Split" has moved the focus on, not before (it would win).
    const timer = setTimeout(() => {
      const row = rowRef.current;
      const target =
        form.getValues().amount.trim() === ""
          ? row?.querySelector<HTMLInputElement>('[data-entry-amount="first"]')
          : row?.querySelector<HTMLInputElement>(`[data-testid="${partField(0)}"]`);
      target?.focus();
    }, 0);
    return () => clearTimeout(timer);
    // Only when the parts open: `form` is a new object each render, the focus would follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [split]);
  if (!split) return null;
  return (
    <div role="gridcell" className={classes.entryParts}>
      <SplitEditor
        form={form}
        currency={currency}
        categoryField={(index) => (
          <EntryCategoryField
            label={t("split.category", { n: index + 1 })}
            value={values.splits[index].category}
            onChange={(c) => form.setFieldValue(`splits.${index}.category`, c)}
            onUnmatched={(none) => onUnmatched(partField(index), none)}
            testId={partField(index)}
          />
        )}
      />
    </div>
  );
}
