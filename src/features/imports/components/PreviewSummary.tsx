import { Badge, Button, Group, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../../lib/format";
import { countPreview, type PreviewRow } from "../preview";

/** What the file holds at a glance, and the one action: import the ticked rows. */
export function PreviewSummary({
  rows,
  onSelectAll,
  onImport,
}: {
  rows: PreviewRow[];
  onSelectAll: (status: PreviewRow["status"], selected: boolean) => void;
  onImport: () => void;
}) {
  const { t } = useTranslation("imports");
  const { number } = useFormatters();
  const counts = countPreview(rows);
  const allNewTicked = rows.every((r) => r.status !== "new" || r.selected);
  const badges = [
    { key: "new", color: "teal", count: counts.fresh },
    { key: "duplicates", color: "yellow", count: counts.duplicates },
    { key: "problems", color: "red", count: counts.problems },
  ] as const;
  return (
    <Paper withBorder radius="md" p="md" data-testid="import-summary">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="wrap">
          {badges.map(({ key, color, count }) => (
            <Badge key={key} variant="light" color={color} data-testid={`count-${key}`}>
              {t(`preview.counts.${key}`, { count, n: number(count) })}
            </Badge>
          ))}
        </Group>
        <Group gap="xs" wrap="wrap">
          <TickButton
            disabled={counts.fresh === 0}
            onClick={() => onSelectAll("new", !allNewTicked)}
          >
            {allNewTicked ? t("preview.untickNew") : t("preview.tickNew")}
          </TickButton>
          {counts.duplicates > 0 && (
            <TickButton onClick={() => onSelectAll("duplicate", true)}>
              {t("preview.tickDuplicates")}
            </TickButton>
          )}
          <Button disabled={counts.selected === 0} onClick={onImport} data-testid="import-start">
            {t("preview.import", { count: counts.selected, n: number(counts.selected) })}
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {t("preview.hint")}
      </Text>
    </Paper>
  );
}

/** A quiet button that ticks (or unticks) one kind of row all at once. */
function TickButton(props: { disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return <Button variant="subtle" size="sm" {...props} />;
}
