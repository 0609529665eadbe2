import { Button, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { useTranslation } from "react-i18next";
import { useErrorMessage } from "../lib/errors";
import { Notice } from "./Notice";

interface RetryBoundaryProps {
  /** The notice's heading ("This report could not be shown"). */
  title: string;
  /** A fixed explanation; without it, the translated reason the query failed with. */
  body?: string;
  testId: string;
  /** Names the part in the console, for whoever reads the log. */
  logLabel: string;
  children: ReactNode;
}

/**
 * Catches a failed query (or a chunk that did not load) in one part of a screen and shows why
 * in its place, so one failure never blanks the screen. "Try again" remounts the part, which
 * subscribes afresh, instead of a full reload (R30).
 */
export function RetryBoundary({ logLabel, children, ...fallback }: RetryBoundaryProps) {
  return (
    <ErrorBoundary
      fallbackRender={(props) => <RetryNotice {...fallback} {...props} />}
      onError={(error) => console.error(logLabel, error)}
    >
      {children}
    </ErrorBoundary>
  );
}

function RetryNotice({
  title,
  body,
  testId,
  error,
  resetErrorBoundary,
}: Omit<RetryBoundaryProps, "logLabel" | "children"> & FallbackProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <Notice color="red" icon={IconAlertTriangle} title={title} testId={testId}>
      <Text size="sm" mb="sm">
        {body ?? errorMessage(error)}
      </Text>
      <Button size="xs" variant="default" onClick={resetErrorBoundary}>
        {t("common:actions.retry")}
      </Button>
    </Notice>
  );
}
