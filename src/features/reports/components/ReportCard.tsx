import { Box, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload } from "@tabler/icons-react";
import { Suspense, useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSubmit } from "../../../lib/useSubmit";
import type { CsvTable, ReportId } from "../csv";
import { SmallButton } from "../../../components/SmallButton";

type CsvModule = typeof import("../csv");

export const CHART_HEIGHT = 240;

/**
 * One report: title and one-line summary, optional key figures, the chart (loaded lazily, so
 * recharts is fetched only once a report has data), its data table and a CSV download of
 * exactly those rows.
 */
export function ReportCard({
  id,
  title,
  summary,
  figures,
  chart,
  table,
  range,
  toCsv,
}: {
  id: ReportId;
  title: string;
  summary: ReactNode;
  figures?: ReactNode;
  /** Drawn as an image whose description is the summary; the table carries the figures. */
  chart: ReactNode;
  table: ReactNode;
  range: { from: string; to: string };
  toCsv: (csv: CsvModule) => CsvTable;
}) {
  const { t } = useTranslation("reports");
  const headingId = useId();
  const { saving, run } = useSubmit();
  const download = async () => {
    const done = await run(async () => {
      const csv = await import("../csv");
      csv.downloadCsv(csv.csvFileName(id, range.from, range.to), toCsv(csv));
    });
    // Any failure here is the file's, not the server's: one message says so.
    if (!done.ok) notifications.show({ color: "red", message: t("csv.failed") });
  };
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={`report-${id}`}
      miw={0}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: "1 1 14rem" }}>
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" data-testid="report-summary">
            {summary}
          </Text>
        </Stack>
        <SmallButton
          variant="default"
          icon={IconDownload}
          iconSize={14}
          onClick={download}
          loading={saving}
          aria-label={t("csv.downloadFor", { report: title })}
        >
          {t("csv.download")}
        </SmallButton>
      </Group>
      {figures}
      <Box
        mt="md"
        h={CHART_HEIGHT}
        role="img"
        aria-label={typeof summary === "string" ? `${title}. ${summary}` : title}
        data-testid="report-chart"
      >
        <Suspense fallback={<Skeleton h={CHART_HEIGHT} radius="sm" />}>{chart}</Suspense>
      </Box>
      {table}
    </Card>
  );
}

/** A label over a figure, for the row of key numbers under a report's title. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
        {label}
      </Text>
      <Text fw={650} size="md" className="pfa-amount" ta="left" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The shape of a report while its numbers load, so the page does not jump when they arrive. */
export function ReportSkeleton() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" radius="md" aria-busy="true">
      <Text className="sr-only" style={{ position: "absolute", left: -9999 }} aria-live="polite">
        {t("common:app.loading")}
      </Text>
      <Skeleton h={18} w="45%" />
      <Skeleton h={12} w="70%" mt={10} />
      <Skeleton h={CHART_HEIGHT} mt="md" radius="sm" />
      <Skeleton h={96} mt="md" radius="sm" />
    </Card>
  );
}
