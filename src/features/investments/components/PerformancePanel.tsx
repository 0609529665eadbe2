import "@mantine/charts/styles.layer.css";
import { DonutChart } from "@mantine/charts";
import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../components/MoneyText";
import type { PerformanceView } from "../../../data/investments";
import { useCurrencyLabel } from "../../../lib/currencyLabels";
import { useFormatters } from "../../../lib/format";

const COLORS = ["blue.6", "teal.6", "grape.6", "orange.6", "cyan.6", "pink.6", "lime.7", "gray.6"];

/**
 * How the holdings have done (gain and money-weighted annual return per period) and what the
 * account is made of, as rings a person reads at a glance.
 */
export function PerformancePanel({ performance }: { performance: PerformanceView }) {
  const { t } = useTranslation("investments");
  const { locale, money } = useFormatters();
  const currencyLabel = useCurrencyLabel();
  const percent = new Intl.NumberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  const { allocation, currency } = performance;
  const rings = [
    {
      key: "byKind",
      slices: allocation.byKind.map((s) => ({ name: t(`assetKinds.${s.kind}`), value: s.value })),
    },
    {
      key: "byCurrency",
      slices: allocation.byCurrency.map((s) => ({
        name: currencyLabel(s.currency),
        value: s.value,
      })),
    },
    {
      key: "byAccount",
      slices: allocation.byAccount.map((s) => ({ name: s.name, value: s.value })),
    },
  ] as const;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h4" mb={4}>
          {t("performance.title")}
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          {t("performance.hint")}
        </Text>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing={4} data-testid="performance-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("performance.period")}</Table.Th>
                <Table.Th ta="right">{t("performance.gain")}</Table.Th>
                <Table.Th ta="right">{t("performance.annual")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {performance.periods.map((p) => (
                <Table.Tr key={p.period}>
                  <Table.Td>{t(`performance.periods.${p.period}`)}</Table.Td>
                  <Table.Td ta="right">
                    <MoneyText amount={p.gain} currency={currency} signed size="sm" />
                  </Table.Td>
                  <Table.Td ta="right" className="pfa-amount">
                    {p.xirr === null ? "–" : percent.format(p.xirr)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {rings.map((ring) => (
          <Paper
            key={ring.key}
            withBorder
            radius="md"
            p="md"
            data-testid={`allocation-${ring.key}`}
          >
            <Title order={4} size="h5" mb="xs">
              {t(`allocation.${ring.key}`)}
            </Title>
            <Group justify="center">
              <DonutChart
                data={ring.slices.map((s, i) => ({ ...s, color: COLORS[i % COLORS.length] }))}
                size={140}
                thickness={22}
                paddingAngle={1}
                valueFormatter={(v) => money(v, currency)}
                tooltipDataSource="segment"
              />
            </Group>
            <Stack gap={2} mt="xs">
              {ring.slices.map((s, i) => (
                <Group key={s.name} justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="xs" truncate="end" c={COLORS[i % COLORS.length]} fw={600}>
                    {s.name}
                  </Text>
                  <MoneyText amount={s.value} currency={currency} size="xs" />
                </Group>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
