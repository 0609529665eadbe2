import { Alert, Button, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { useTranslation } from "react-i18next";
import { errorCodeOf } from "../../../../convex/shared/errors";

/**
 * Catches a failed report query (REPORT_TOO_LARGE, an account deleted meanwhile, a chart chunk
 * that did not load) and shows the translated reason in place of the report, so one failing
 * report never blanks the screen. "Try again" remounts it, which subscribes afresh.
 */
export function ReportBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      FallbackComponent={ReportFailed}
      onError={(error) => console.error("report failed", error)}
    >
      {children}
    </ErrorBoundary>
  );
}

function ReportFailed({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation("reports");
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t("error.title")}
      data-testid="report-error"
    >
      <Text size="sm" mb="sm">
        {t(`common:errors.${errorCodeOf(error)}`, { defaultValue: t("common:errors.INTERNAL") })}
      </Text>
      <Button size="xs" variant="default" onClick={resetErrorBoundary}>
        {t("common:actions.retry")}
      </Button>
    </Alert>
  );
}
