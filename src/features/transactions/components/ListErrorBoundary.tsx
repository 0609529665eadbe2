import { Alert, Button, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Component, Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface State {
  failed: boolean;
  attempt: number;
}

/**
 * Catches a failed list query (R30 retry). "Try again" remounts the list, which subscribes
 * afresh, instead of leaving the user with a broken screen or a full reload.
 */
export class ListErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("transaction list failed", error);
  }

  retry = () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));

  render() {
    if (this.state.failed) return <ListFailed onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

function ListFailed({ onRetry }: { onRetry: () => void }) {
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
      <Button size="xs" variant="white" color="red" onClick={onRetry}>
        {t("common:actions.retry")}
      </Button>
    </Alert>
  );
}
