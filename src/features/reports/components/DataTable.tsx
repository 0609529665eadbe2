import { Table, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface Column<Row> {
  key: string;
  label: string;
  /** Amounts and percentages: right-aligned, tabular figures, never wrapped. */
  numeric?: boolean;
  render: (row: Row) => ReactNode;
}

/** An amount or percentage column (right-aligned), in one line where it is declared. */
export function numeric<Row>(
  key: string,
  label: string,
  render: (row: Row) => ReactNode,
): Column<Row> {
  return { key, label, numeric: true, render };
}

/** The first column of a month-by-month table: "Mar 2025". */
export function monthColumn<Row extends { month: string }>(
  label: string,
  tableMonth: (key: string) => string,
): Column<Row> {
  return { key: "month", label, render: (r) => tableMonth(r.month) };
}

/**
 * The accessible twin of a chart: the same figures as a real table with a caption, column
 * and row headers. It scrolls sideways inside its own box, never the page, on narrow screens,
 * and long month lists scroll vertically under a sticky header.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
  testId,
  minWidth = 0,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** A totals row, laid out like the others. */
  footer?: Row;
  testId?: string;
  minWidth?: number;
}) {
  const cells = (row: Row, header: boolean) =>
    columns.map((column, i) => {
      const props = {
        ta: column.numeric ? ("right" as const) : ("left" as const),
        className: column.numeric ? "pfa-amount" : undefined,
        fw: header ? 600 : undefined,
      };
      // The first cell names the row, so screen readers announce it with each figure.
      return i === 0 ? (
        <Table.Th key={column.key} scope="row" {...props} fw={header ? 600 : 400}>
          {column.render(row)}
        </Table.Th>
      ) : (
        <Table.Td key={column.key} {...props}>
          {column.render(row)}
        </Table.Td>
      );
    });
  return (
    <Table.ScrollContainer minWidth={minWidth} maxHeight={360} type="native" mt="md">
      <Table
        data-testid={testId}
        fz="sm"
        verticalSpacing={6}
        horizontalSpacing="xs"
        stickyHeader
        highlightOnHover
        tabularNums
        captionSide="bottom"
        style={{ whiteSpace: "nowrap" }}
      >
        <Table.Caption style={{ whiteSpace: "normal" }}>
          <Text component="span" size="xs" c="dimmed">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={column.numeric ? "right" : "left"}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid="report-row">
              {cells(row, false)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer && (
          <Table.Tfoot>
            <Table.Tr data-testid="report-total">{cells(footer, true)}</Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
