import { Alert, Button, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Component, Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorCodeOf } from "../../../../convex/shared/errors";

interface State {
  error: unknown;
  attempt: number;
}

/**
 * Catches a failed report query (REPORT_TOO_LARGE, an account deleted meanwhile, a chart chunk
 * that did not load) and shows the translated reason in place of the report, so one failing
 * report never blanks the screen. "Try again" remounts it, which subscribes afresh.
 */
export class ReportBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("unknown") };
  }

  componentDidCatch(error: unknown) {
    console.error("report failed", error);
  }

  retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  render() {
    if (this.state.error) return <ReportFailed error={this.state.error} onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

function ReportFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
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
      <Button size="xs" variant="default" onClick={onRetry}>
        {t("common:actions.retry")}
      </Button>
    </Alert>
  );
}
