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
  if (state.phase === "idle") {
    // An import refused before any row was written (the preview stays, to try again).
    return error ? (
      <Alert color="red" title={t("run.failed")} data-testid="import-result" data-outcome="failed">
        {error}
      </Alert>
    ) : null;
  }
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
  const outcome = error ? "failed" : state.cancelled ? "cancelled" : "done";
  // A calm result: what was written, and only then what was left out; the preview's own
  // counters are gone by now (every row just written would read as a duplicate).
  return (
    <Alert
      color={{ failed: "red", cancelled: "yellow", done: "teal" }[outcome]}
      title={t(`run.${outcome}`)}
      data-testid="import-result"
      data-outcome={outcome}
    >
      <Stack gap="xs">
        {error && <Text size="sm">{error}</Text>}
        <Text size="sm" fw={500}>
          {t("run.imported", { count: state.added, n: number(state.added) })}
        </Text>
        {state.skipped > 0 && (
          <Text size="sm">{t("run.skipped", { n: number(state.skipped) })}</Text>
        )}
        <Text size="sm" c="dimmed">
          {t("run.again")}
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
