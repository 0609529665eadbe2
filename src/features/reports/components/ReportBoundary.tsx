import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RetryBoundary } from "../../../components/RetryBoundary";

/**
 * Catches a failed report query (REPORT_TOO_LARGE, an account deleted meanwhile, a chart chunk
 * that did not load) and shows the translated reason in place of the report, so one failing
 * report never blanks the screen.
 */
export function ReportBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation("reports");
  return (
    <RetryBoundary title={t("error.title")} testId="report-error" logLabel="report failed">
      {children}
    </RetryBoundary>
  );
}
