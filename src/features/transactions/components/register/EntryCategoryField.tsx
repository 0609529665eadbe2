import { Select } from "@mantine/core";
import { useEffect, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CategoryKey } from "../../../../../convex/shared/domain";
import { useCategoryNames } from "../../../../data/categoryNames";

interface Props {
  value: CategoryKey;
  onChange: (category: CategoryKey) => void;
  /** Whether typed text matches no category (the row refuses to save it as another one). */
  onUnmatched: (unmatched: boolean) => void;
  error?: boolean;
  /** Offers "Split" after the categories (chosen by typing too); the row then opens its parts. */
  onSplit?: () => void;
  /** The field's name for screen readers (default: "Category"). */
  label?: string;
  testId?: string;
}

/** The value of the "Split" choice: no category has it (ids and built-in keys differ). */
const SPLIT = "split:";

/** Whether `search` is found in a category's name, as the list filters it (any case). */
function matches(label: string, search: string): boolean {
  return label.toLowerCase().includes(search.trim().toLowerCase());
}

/**
 * The entry row's category: typing filters the list with the first match highlighted, and Tab
 * (like any way out of the field) takes the highlighted one, as a register does; "Entert" then
 * Tab files Entertainment. Text that matches no category keeps the focus and says so, instead
 * of the field quietly falling back to the category it had. Leaving the field without typing
 * keeps the category it shows (the one a rule or the payee's history filled in).
 */
export function EntryCategoryField(props: Props) {
  const { value, onChange, onUnmatched, error, onSplit, label: name, testId } = props;
  const { t } = useTranslation("transactions");
  const names = useCategoryNames();
  const { label } = names;
  // Last, so typed text still takes a category first ("S" is Shopping, not Split).
  const options = onSplit
    ? [
        ...names.options,
        { group: t("split.title"), items: [{ value: SPLIT, label: t("split.add") }] },
      ]
    : names.options;
  const [search, setSearch] = useState(() => label(value));
  const [unmatched, setUnmatched] = useState(false);
  // A field that goes away (a split removed, the row a transfer) holds no text any more.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => () => onUnmatched(false), []);
  const items = options.flatMap((group) => group.items);
  const labels = items.map((item) => item.label);
  // Only text the person typed picks a match: when a guess fills the field its name becomes the
  // text too, and taking "the first option" then would swap the shown category for another.
  const typing = search !== label(value);

  const onSearchChange = (text: string) => {
    setSearch(text);
    const none = text.trim() !== "" && !labels.some((name) => matches(name, text));
    setUnmatched(none);
    onUnmatched(none);
  };

  const take = (key: string) => {
    if (key === SPLIT) onSplit?.();
    else onChange(key as CategoryKey);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Tab" || event.shiftKey || !typing) return;
    // Nothing to take: stay, with the typed text and the reason, rather than lose it.
    if (unmatched) {
      event.preventDefault();
      return;
    }
    // The highlighted option, else the first that matches: taken here rather than left to the
    // list's highlight at blur, which a re-render of the list may have cleared.
    const list = event.currentTarget.getAttribute("aria-controls");
    const highlighted = list
      ? document.getElementById(list)?.querySelector("[data-combobox-selected]")?.textContent
      : null;
    const match =
      items.find((item) => item.label === highlighted) ??
      items.find((item) => matches(item.label, search));
    if (match) take(match.value);
  };

  return (
    <Select
      size="xs"
      aria-label={name ?? t("form.category")}
      data={options}
      searchable
      allowDeselect={false}
      selectFirstOptionOnChange={typing}
      autoSelectOnBlur={typing}
      value={value}
      searchValue={search}
      onSearchChange={onSearchChange}
      onChange={(key) => {
        if (key !== null && key !== SPLIT) onChange(key as CategoryKey);
      }}
      // Every pick, also of the option already shown (typed and taken again: the person's choice).
      onOptionSubmit={take}
      onKeyDown={onKeyDown}
      error={unmatched ? t("register.noCategoryMatch", { text: search.trim() }) : error}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId ?? "entry-category"}
    />
  );
}
