import { useTranslation } from "react-i18next";
import { intlLocale } from "../../lib/format";

/** "14:02" today, "Mar 3, 14:02" on another day: when what is shown was last confirmed. */
export function useAsOf(): (epochMs: number) => string {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return (epochMs) => {
    const at = new Date(epochMs);
    const sameDay = at.toDateString() === new Date().toDateString();
    return new Intl.DateTimeFormat(
      locale,
      sameDay ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" },
    ).format(at);
  };
}
