import {
  ActionIcon,
  Badge,
  Button,
  Collapse,
  Group,
  Indicator,
  Paper,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue, useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal, IconSearch, IconX } from "@tabler/icons-react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import type { CategoryKey } from "../../../../convex/shared/domain";
import { useCategoryNames } from "../../../data/categoryNames";
import { DateField } from "../../../components/DateField";
import { MoneyInput } from "../../../components/MoneyInput";
import { SortToggle } from "./SortToggle";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useTags, type ListFilters } from "../../../data/transactions";

interface FilterState {
  notes: string;
  order: "desc" | "asc";
  dateFrom: string | null;
  dateTo: string | null;
  category: CategoryKey | null;
  tag: string | null;
  minAmount: string;
  maxAmount: string;
}

const EMPTY: FilterState = {
  notes: "",
  order: "desc",
  dateFrom: null,
  dateTo: null,
  category: null,
  tag: null,
  minAmount: "",
  maxAmount: "",
};

/**
 * Search in payee and notes (whole words, through the search index; the best matches are
 * listed in the chosen date order), sort by date, and (folded away until asked for) a date range, a category, a tag
 * and an amount range in the account's currency (across accounts: in each row's own, typed
 * as `currency`). Typing is debounced so each keystroke does not start a new query.
 */
export function TransactionFilters({
  currency,
  acrossAccounts,
  onChange,
  desktop,
  trailing,
}: {
  currency: CurrencyCode;
  /** The all-accounts ledger; `mixed` when its accounts are in more than one currency. */
  acrossAccounts?: { mixed: boolean };
  onChange: (filters: ListFilters, active: boolean) => void;
  /** The register's bar (sort as a list, the filters button named); else the phone's icons. */
  desktop: boolean;
  /** At the end of the line, e.g. the phone's add button. */
  trailing?: ReactNode;
}) {
  const { t } = useTranslation("transactions");
  const { options: categoryOptions } = useCategoryNames();
  const { parse } = useMoneyInputFormat();
  const [state, setState] = useState<FilterState>(EMPTY);
  const [opened, { toggle }] = useDisclosure(false);
  const [debounced] = useDebouncedValue(state, 300);
  const tags = useTags();
  const set = <K extends keyof FilterState>(key: K, value: FilterState[K]) =>
    setState((s) => ({ ...s, [key]: value }));

  const amountOf = (text: string) => {
    if (text.trim() === "") return { value: undefined, error: null };
    const result = parse(text, currency);
    return result.ok && result.value >= 0
      ? { value: result.value, error: null }
      : { value: undefined, error: t("common:errors.INVALID_AMOUNT") };
  };
  const min = amountOf(state.minAmount);
  const max = amountOf(state.maxAmount);

  // A boolean, not the object: the caller may pass a new one each render, and a new filters
  // value makes the parent set state and render again, without end.
  const across = acrossAccounts !== undefined;
  const filters = useMemo<ListFilters>(() => {
    const amount = (text: string) => {
      const result = text.trim() === "" ? null : parse(text, currency);
      return result?.ok && result.value >= 0 ? result.value : undefined;
    };
    return {
      order: debounced.order,
      notes: debounced.notes.trim() || undefined,
      dateFrom: debounced.dateFrom ?? undefined,
      dateTo: debounced.dateTo ?? undefined,
      category: debounced.category ?? undefined,
      tag: debounced.tag ?? undefined,
      minAmount: amount(debounced.minAmount),
      maxAmount: amount(debounced.maxAmount),
      amountCurrency: across ? currency : undefined,
    };
  }, [debounced, parse, currency, across]);
  const withSymbol = !acrossAccounts?.mixed;
  const activeCount = [
    filters.dateFrom,
    filters.dateTo,
    filters.category,
    filters.tag,
    filters.minAmount,
    filters.maxAmount,
  ].filter((v) => v !== undefined).length;
  const active = activeCount > 0 || filters.notes !== undefined;

  useEffect(() => onChange(filters, active), [filters, active, onChange]);

  const sortField = desktop ? (
    <Select
      w={200}
      aria-label={t("filters.sort")}
      data={[
        { value: "desc", label: t("filters.newest") },
        { value: "asc", label: t("filters.oldest") },
      ]}
      allowDeselect={false}
      value={state.order}
      onChange={(v) => v && set("order", v as FilterState["order"])}
    />
  ) : (
    <SortToggle order={state.order} onChange={(order) => set("order", order)} />
  );
  const moreFilters = {
    onClick: toggle,
    "aria-expanded": opened,
    "aria-controls": "transaction-filters",
  };
  const badge =
    activeCount > 0 ? (
      <Badge size="sm" circle>
        {activeCount}
      </Badge>
    ) : null;

  return (
    <Paper withBorder={false} radius="md" p={0} bg="transparent">
      {/* One line on a phone too: the rows below are what the screen is for. */}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          style={{ flex: "1 1 200px", minWidth: 0 }}
          aria-label={t("filters.search")}
          placeholder={t("filters.searchPlaceholder")}
          leftSection={<IconSearch size={16} />}
          value={state.notes}
          onChange={(e) => set("notes", e.currentTarget.value)}
        />
        {sortField}
        {desktop ? (
          <Button
            variant={opened ? "light" : "default"}
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            rightSection={badge}
            {...moreFilters}
          >
            {t("filters.more")}
          </Button>
        ) : (
          <Indicator disabled={activeCount === 0} label={activeCount} size={16}>
            <ActionIcon
              variant={opened ? "light" : "default"}
              size="input-sm"
              aria-label={t("filters.more")}
              {...moreFilters}
            >
              <IconAdjustmentsHorizontal size={18} />
            </ActionIcon>
          </Indicator>
        )}
        {trailing}
      </Group>
      <Collapse expanded={opened} id="transaction-filters">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="sm">
          <DateField
            label={t("filters.dateFrom")}
            clearable
            value={state.dateFrom}
            onChange={(v) => set("dateFrom", v)}
          />
          <DateField
            label={t("filters.dateTo")}
            clearable
            value={state.dateTo}
            onChange={(v) => set("dateTo", v)}
          />
          <Select
            label={t("filters.category")}
            placeholder={t("filters.anyCategory")}
            clearable
            data={categoryOptions}
            value={state.category}
            onChange={(v) => set("category", v as CategoryKey | null)}
          />
          <Select
            label={t("filters.tag")}
            placeholder={t("filters.anyTag")}
            clearable
            searchable
            data={tags}
            value={state.tag}
            onChange={(v) => set("tag", v)}
          />
          <MoneyInput
            label={t("filters.minAmount")}
            currency={currency}
            withSymbol={withSymbol}
            value={state.minAmount}
            onChange={(v) => set("minAmount", v)}
            error={min.error}
          />
          <MoneyInput
            label={t("filters.maxAmount")}
            currency={currency}
            withSymbol={withSymbol}
            value={state.maxAmount}
            onChange={(v) => set("maxAmount", v)}
            error={max.error}
          />
        </SimpleGrid>
        <Group justify={withSymbol ? "flex-end" : "space-between"} mt="sm">
          {!withSymbol && (
            <Text size="xs" c="dimmed">
              {t("filters.eachRowsCurrency")}
            </Text>
          )}
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconX size={14} />}
            onClick={() => setState(EMPTY)}
            disabled={!active && state.order === "desc"}
          >
            {t("filters.clear")}
          </Button>
        </Group>
      </Collapse>
    </Paper>
  );
}
