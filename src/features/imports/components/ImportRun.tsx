import { Alert, Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { Id } from "../../../../convex/_generated/dataModel";
import { useFormatters } from "../../../lib/format";
import type { RunState } from "../useImportRunner";

/** Progress while chunks are written (rows done / total, cancel), then what happened. */
export function ImportRun({
  state,
  error,
  accountId,
  onCancel,
}: {
  state: RunState;
  error: string | null;
  accountId: Id<"accounts">;
  onCancel: () => void;
}) {
  const { t } = useTranslation("imports");
  const { number } = useFormatters();
  if (state.phase === "idle") return null;
  if (state.phase === "running") {
    const share = state.total === 0 ? 100 : (state.done / state.total) * 100;
    return (
      <Paper withBorder radius="md" p="md" data-testid="import-progress">
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {t("run.progress", { done: number(state.done), total: number(state.total) })}
            </Text>
            <Button size="xs" variant="subtle" color="red" onClick={onCancel}>
              {t("run.cancel")}
            </Button>
          </Group>
          <Progress value={share} aria-label={t("run.progressLabel")} animated />
        </Stack>
      </Paper>
    );
  }
  return (
    <Alert
      color={error ? "red" : state.cancelled ? "yellow" : "teal"}
      title={error ? t("run.failed") : state.cancelled ? t("run.cancelled") : t("run.done")}
      data-testid="import-result"
    >
      <Stack gap="xs">
        {error && <Text size="sm">{error}</Text>}
        <Text size="sm">
          {t("run.summary", { added: number(state.added), skipped: number(state.skipped) })}
        </Text>
        <Group gap="xs">
          <Button size="xs" component={Link} to={`/transactions?account=${accountId}`}>
            {t("run.openLedger")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
