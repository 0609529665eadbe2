import { Alert, Button, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { useTranslation } from "react-i18next";

/**
 * Catches a failed list query (R30 retry). "Try again" remounts the list, which subscribes
 * afresh, instead of leaving the user with a broken screen or a full reload.
 */
export function ListErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      FallbackComponent={ListFailed}
      onError={(error) => console.error("transaction list failed", error)}
    >
      {children}
    </ErrorBoundary>
  );
}

function ListFailed({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation("transactions");
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t("list.failedTitle")}
      data-testid="transactions-error"
    >
      <Text size="sm" mb="sm">
        {t("list.failedBody")}
      </Text>
      <Button size="xs" variant="white" color="red" onClick={resetErrorBoundary}>
        {t("common:actions.retry")}
      </Button>
    </Alert>
  );
}
