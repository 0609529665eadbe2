import { Badge, Box, Checkbox, Group, Paper, Stack, Text } from "@mantine/core";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { MoneyText } from "../../../components/MoneyText";
import { useFormatters } from "../../../lib/format";
import type { PreviewRow } from "../preview";
import { useCategoryNames } from "../../../data/categoryNames";
import { virtualRowStyle } from "../../../lib/virtualRow";
import { useBoxPlacement } from "../../../lib/useBoxPlacement";

const STATUS_COLOR = { new: "teal", duplicate: "yellow", problem: "red" } as const;

const Row = memo(function Row({
  row,
  index,
  currency,
  onToggle,
}: {
  row: PreviewRow;
  index: number;
  currency: CurrencyCode;
  onToggle: (index: number) => void;
}) {
  const { t } = useTranslation("imports");
  const { label: categoryName } = useCategoryNames();
  const { date } = useFormatters();
  const title = row.payee || row.notes || t("preview.noPayee");
  const details = [
    row.date ? date(row.date) : null,
    categoryName(row.category),
    row.payee && row.notes ? row.notes : null,
    t("preview.line", { n: row.line }),
  ].filter(Boolean);
  const statusText =
    row.status === "problem" ? t(`problems.${row.problem}`) : t(`preview.status.${row.status}`);
  return (
    <Group wrap="nowrap" gap="sm" px="md" py={8} data-testid="preview-row" data-status={row.status}>
      <Checkbox
        checked={row.selected}
        disabled={row.status === "problem"}
        onChange={() => onToggle(index)}
        aria-label={t("preview.include", { name: title, line: row.line })}
      />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate="end">
          {title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {details.join(" · ")}
        </Text>
      </Box>
      <Stack gap={2} align="flex-end">
        {row.amount !== null ? (
          <MoneyText amount={row.amount} currency={currency} signed size="sm" fw={600} />
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
        <Badge size="xs" variant="light" color={STATUS_COLOR[row.status]}>
          {statusText}
        </Badge>
      </Stack>
    </Group>
  );
});

/**
 * Every row of the file before anything is written: what it will become, duplicates flagged
 * and unticked, rows that cannot be read shown with the reason. Virtualized against the
 * window, so a 10,000-row statement scrolls with the page; the virtualizer is told where the
 * list starts in the page (scrollMargin), else it draws the rows of the window's position
 * counted from the page's top and leaves the list's first screen blank.
 */
export function PreviewTable({
  rows,
  currency,
  onToggle,
}: {
  rows: PreviewRow[];
  currency: CurrencyCode;
  onToggle: (index: number) => void;
}) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const { top } = useBoxPlacement(list);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => 58,
    overscan: 10,
    initialRect: { width: 720, height: 800 },
    scrollMargin: top,
  });
  return (
    <Paper withBorder radius="md" data-testid="import-preview">
      <Box ref={setList} style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {virtualizer.getVirtualItems().map((item) => (
          <Box
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={virtualRowStyle(item.start - top)}
          >
            <Row
              row={rows[item.index]}
              index={item.index}
              currency={currency}
              onToggle={onToggle}
            />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
