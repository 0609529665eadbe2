import { useTranslation } from "react-i18next";

interface SyncCounts {
  added: number;
  updated: number;
  matched: number;
}

/**
 * What a sync did, in words: only the parts that happened ("Synced: 3 new, 1 updated."), or
 * "nothing new", so the person sees at a glance whether pressing "Sync now" brought anything.
 */
export function useSyncResult() {
  const { t, i18n } = useTranslation("accounts");
  return (counts: SyncCounts) => {
    const parts = (["added", "updated", "matched"] as const)
      .filter((part) => counts[part] > 0)
      .map((part) => t(`bank.card.result.${part}`, { count: counts[part] }));
    if (parts.length === 0) return t("bank.card.result.nothing");
    const list = new Intl.ListFormat(i18n.language, { style: "short", type: "unit" });
    return t("bank.card.result.some", { parts: list.format(parts) });
  };
}
