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
import { useState, type FocusEvent } from "react";
import { useFormatters } from "../lib/format";
import { parseTypedDate } from "../lib/typedDate";

/** dayjs names the calendar locales differently from our language codes. */
const DAYJS_LOCALE: Record<string, string> = {
  es: "es-mx",
  pt: "pt-br",
  zh: "zh-cn",
};

type DateFieldProps = Omit<DateInputProps, "value" | "onChange" | "valueFormat" | "dateParser"> & {
  /** "YYYY-MM-DD" or null. */
  value?: string | null;
  onChange?: (value: string | null) => void;
};

export { parseTypedDate };

/**
 * A calendar-date input in the user's language; its value is a plain "YYYY-MM-DD" string.
 * Typed text is read in the form the app shows dates in (lib/typedDate.ts); text that is not
 * a date stays on screen with an error and clears the value, so the form cannot go on with
 * another date than the one the user sees.
 */
export function DateField({ value = null, onChange, onBlur, error, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const { date, locale } = useFormatters();
  const [typedError, setTypedError] = useState<string | null>(null);
  function checkTyped(event: FocusEvent<HTMLInputElement>) {
    onBlur?.(event);
    const text = event.currentTarget.value.trim();
    if (text === "" || parseTypedDate(text, locale) !== null) {
      setTypedError(null);
      return;
    }
    setTypedError(t("dates.notADate", { text, example: date("2026-10-01") }));
    if (value !== null) onChange?.(null);
  }
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[i18n.language] ?? i18n.language }}>
      <DateInput
        value={value}
        onChange={(next) => {
          setTypedError(null);
          onChange?.(next);
        }}
        onBlur={checkTyped}
        fixOnBlur={typedError === null}
        error={typedError ?? error}
        valueFormat={(iso) => date(iso)}
        dateParser={(text) => parseTypedDate(text, locale)}
        popoverProps={{ withinPortal: true }}
        {...props}
      />
    </DatesProvider>
  );
}
