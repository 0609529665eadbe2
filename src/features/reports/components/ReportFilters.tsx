import { Group, MultiSelect, Select, Text } from "@mantine/core";
import { DatesProvider, MonthPickerInput } from "@mantine/dates";
// With the code that uses them, so the first screen does not load them.
import "@mantine/dates/styles.layer.css";
import "dayjs/locale/de";
import "dayjs/locale/es-mx";
import "dayjs/locale/fr";
import "dayjs/locale/ja";
import "dayjs/locale/pt-br";
import "dayjs/locale/ru";
import "dayjs/locale/zh-cn";
import { IconCalendar } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/format";
import { isPreset, MAX_MONTHS, PERIOD_PRESETS, type MonthRange, type Period } from "../period";

/** dayjs names some calendar locales differently from our language codes. */
const DAYJS_LOCALE: Record<string, string> = { es: "es-mx", pt: "pt-br", zh: "zh-cn" };

type PickerValue = [string | null, string | null];

/** Period presets, the custom month range and the account filter, in one wrapping row. */
export function ReportFilters({
  period,
  range,
  onPeriod,
  accounts,
  selected,
  onAccounts,
}: {
  period: Period;
  range: MonthRange;
  onPeriod: (period: Period) => void;
  accounts: { value: string; label: string }[] | undefined;
  selected: string[];
  onAccounts: (ids: string[]) => void;
}) {
  const { t, i18n } = useTranslation("reports");
  const { locale } = useFormatters();
  // The picker holds a half-chosen range (first click) until the second month is picked; a
  // draft made for another range (the URL changed meanwhile) is dropped.
  const rangeKey = `${range.from}_${range.to}`;
  const [draft, setDraft] = useState<{ key: string; value: PickerValue } | null>(null);
  const picked: PickerValue =
    draft?.key === rangeKey ? draft.value : [`${range.from}-01`, `${range.to}-01`];

  const choosePreset = (value: string | null) => {
    if (!isPreset(value)) return;
    // "Custom" starts from the months on screen, so the user adjusts instead of starting over.
    onPeriod(
      value === "custom" ? { preset: value, from: range.from, to: range.to } : { preset: value },
    );
  };
  const chooseMonths = (value: PickerValue) => {
    setDraft({ key: rangeKey, value });
    const [from, to] = value;
    if (from && to) onPeriod({ preset: "custom", from: from.slice(0, 7), to: to.slice(0, 7) });
  };
  const grow = { flex: "1 1 12rem", minWidth: 0 };

  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap" mb={range.clamped ? 4 : "lg"}>
        <Select
          label={t("filters.period")}
          data={PERIOD_PRESETS.map((p) => ({ value: p, label: t(`filters.presets.${p}`) }))}
          value={period.preset}
          onChange={choosePreset}
          allowDeselect={false}
          checkIconPosition="right"
          data-testid="report-period"
          style={{ ...grow, maxWidth: 240 }}
        />
        {period.preset === "custom" && (
          <DatesProvider settings={{ locale: DAYJS_LOCALE[i18n.language] ?? i18n.language }}>
            <MonthPickerInput
              type="range"
              label={t("filters.months")}
              placeholder={t("filters.monthsPlaceholder")}
              value={picked}
              onChange={chooseMonths}
              valueFormatter={({ date }) => formatRange(date, locale)}
              leftSection={<IconCalendar size={16} />}
              allowSingleDateInRange
              popoverProps={{ withinPortal: true }}
              data-testid="report-months"
              style={{ ...grow, maxWidth: 300 }}
            />
          </DatesProvider>
        )}
        <MultiSelect
          label={t("filters.accounts")}
          placeholder={selected.length === 0 ? t("filters.allAccounts") : undefined}
          data={accounts ?? []}
          value={selected}
          onChange={onAccounts}
          disabled={accounts === undefined}
          clearable
          searchable
          hidePickedOptions
          nothingFoundMessage={t("filters.noAccounts")}
          data-testid="report-accounts"
          style={{ ...grow, flexGrow: 2, maxWidth: 480 }}
        />
      </Group>
      {range.clamped && (
        <Text size="xs" c="dimmed" mb="lg">
          {t("filters.clamped", { count: MAX_MONTHS })}
        </Text>
      )}
    </>
  );
}

/** "Jan 2024 – Dec 2024" in the user's language, from the picker's "YYYY-MM-DD" strings. */
function formatRange(value: unknown, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const dates = (Array.isArray(value) ? value : [value]).filter(
    (d): d is string => typeof d === "string" && d.length >= 7,
  );
  return dates.map((d) => format.format(new Date(`${d.slice(0, 7)}-01T00:00:00Z`))).join(" – ");
}
