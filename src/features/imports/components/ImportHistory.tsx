import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { Panel } from "../../../components/Panel";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import { useRunAction } from "../../../lib/errors";
import { useFormatters } from "../../../lib/format";
import { useImportMutations, useImports } from "../../../data/imports";

const STATUS_COLOR = {
  running: "blue",
  done: "teal",
  cancelled: "yellow",
  undoing: "gray",
  undone: "gray",
} as const;

/** The account's imports with what each added; "Undo import" removes exactly its rows. */
export function ImportHistory({ accountId }: { accountId: Id<"accounts"> }) {
  const { t } = useTranslation("imports");
  const { dateTime, number } = useFormatters();
  const imports = useImports(accountId);
  const { undo } = useImportMutations();
  const run = useRunAction();
  if (!imports || imports.length === 0) return null;
  return (
    <Panel title={t("history.title")} testId="import-history">
      {imports.map((record) => (
        <Group
          key={record._id}
          justify="space-between"
          wrap="wrap"
          gap="xs"
          data-testid="import-record"
        >
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text size="sm" fw={500} truncate="end">
              {record.fileName}
            </Text>
            <Text size="xs" c="dimmed">
              {t("history.summary", {
                when: dateTime(record.startedAt),
                added: number(record.added),
                duplicates: number(record.duplicates),
              })}
            </Text>
            {record.kept !== undefined && record.kept > 0 && (
              <Text size="xs" c="yellow.8">
                {t("history.kept", { count: record.kept })}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light" color={STATUS_COLOR[record.status]}>
              {t(`history.status.${record.status}`)}
            </Badge>
            {(record.status === "done" ||
              record.status === "cancelled" ||
              record.status === "running") &&
              record.added > 0 && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    void run(() => undo({ importId: record._id }), t("history.undone"))
                  }
                  aria-label={t("history.undoNamed", { name: record.fileName })}
                >
                  {t("history.undo")}
                </Button>
              )}
          </Group>
        </Group>
      ))}
    </Panel>
  );
}
