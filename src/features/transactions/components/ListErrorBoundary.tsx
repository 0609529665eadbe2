import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RetryBoundary } from "../../../components/RetryBoundary";

/**
 * Catches a failed list query (R30 retry). "Try again" remounts the list, which subscribes
 * afresh, instead of leaving the user with a broken screen or a full reload.
 */
export function ListErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation("transactions");
  return (
    <RetryBoundary
      title={t("list.failedTitle")}
      body={t("list.failedBody")}
      testId="transactions-error"
      logLabel="transaction list failed"
    >
      {children}
    </RetryBoundary>
  );
}
