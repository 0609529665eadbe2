import { Badge, Button, Group, Paper, Text } from "@mantine/core";
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
  return (
    <Paper withBorder radius="md" p="md" data-testid="import-summary">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="teal" data-testid="count-new">
            {t("preview.counts.new", { count: counts.fresh, n: number(counts.fresh) })}
          </Badge>
          <Badge variant="light" color="yellow" data-testid="count-duplicates">
            {t("preview.counts.duplicates", {
              count: counts.duplicates,
              n: number(counts.duplicates),
            })}
          </Badge>
          <Badge variant="light" color="red" data-testid="count-problems">
            {t("preview.counts.problems", { count: counts.problems, n: number(counts.problems) })}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="subtle"
            size="sm"
            disabled={counts.fresh === 0}
            onClick={() => onSelectAll("new", !allNewTicked)}
          >
            {allNewTicked ? t("preview.untickNew") : t("preview.tickNew")}
          </Button>
          {counts.duplicates > 0 && (
            <Button variant="subtle" size="sm" onClick={() => onSelectAll("duplicate", true)}>
              {t("preview.tickDuplicates")}
            </Button>
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
