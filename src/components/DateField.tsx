import { DateInput, DatesProvider, type DateInputProps } from "@mantine/dates";
// With the code that uses them, so the first screen does not load them.
import "@mantine/dates/styles.layer.css";
import "dayjs/locale/de";
import "dayjs/locale/es-mx";
import "dayjs/locale/fr";
import "dayjs/locale/ja";
import "dayjs/locale/pt-br";
import "dayjs/locale/ru";
import "dayjs/locale/zh-cn";
import { useTranslation } from "react-i18next";
import { validateIsoDate } from "../../convex/shared/validation";
import { useFormatters } from "../lib/format";

/** dayjs names the calendar locales differently from our language codes. */
const DAYJS_LOCALE: Record<string, string> = {
  es: "es-mx",
  pt: "pt-br",
  zh: "zh-cn",
};

/** Reads "2024-05-31" and the numeric date the locale writes (31.05.2024, 05/31/2024, 2024/5/31). */
export function parseTypedDate(text: string, locale: string): string | null {
  const trimmed = text.trim();
  if (validateIsoDate(trimmed) === null) return trimmed;
  const numbers = trimmed
    .split(/[^\d]+/)
    .filter(Boolean)
    .map(Number);
  if (numbers.length !== 3) return null;
  const order = new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .formatToParts(new Date(Date.UTC(2000, 0, 2)))
    .map((p) => p.type)
    .filter((type) => type === "year" || type === "month" || type === "day");
  const value: Record<string, number> = {};
  order.forEach((type, i) => (value[type] = numbers[i]));
  const iso = `${String(value.year).padStart(4, "0")}-${String(value.month).padStart(2, "0")}-${String(value.day).padStart(2, "0")}`;
  return validateIsoDate(iso) === null ? iso : null;
}

type DateFieldProps = Omit<DateInputProps, "value" | "onChange" | "valueFormat" | "dateParser"> & {
  /** "YYYY-MM-DD" or null. */
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/** A calendar-date input in the user's language; its value is a plain "YYYY-MM-DD" string. */
export function DateField({ value = null, onChange, ...props }: DateFieldProps) {
  const { i18n } = useTranslation();
  const { date, locale } = useFormatters();
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[i18n.language] ?? i18n.language }}>
      <DateInput
        value={value}
        onChange={onChange}
        valueFormat={(iso) => date(iso)}
        dateParser={(text) => parseTypedDate(text, locale)}
        popoverProps={{ withinPortal: true }}
        {...props}
      />
    </DatesProvider>
  );
}
