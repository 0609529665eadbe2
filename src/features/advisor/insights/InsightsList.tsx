import { Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { useInsights } from "../../../data/advisor";
import { InsightCard } from "./InsightCard";
import { SEVERITY_ORDER, SEVERITY_STYLE } from "./severity";
import { useFormatters } from "../../../lib/format";

/** Every insight, grouped by severity, most urgent first; hidden ones on request. */
export function InsightsList() {
  const { t } = useTranslation("advisor");
  const { list } = useFormatters();
  const [showHidden, setShowHidden] = useState(false);
  const result = useInsights(showHidden);

  if (result === undefined) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
      </Stack>
    );
  }
  const toggle = result.hiddenCount > 0 && (
    <Button variant="subtle" size="compact-sm" onClick={() => setShowHidden((s) => !s)}>
      {showHidden
        ? t("insights.hideHidden")
        : t("insights.showHidden", { count: result.hiddenCount })}
    </Button>
  );
  return (
    <Stack gap="lg" data-testid="insights">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h4">
          {t("insights.title")}
        </Title>
        {toggle}
      </Group>
      {result.missingRates.length > 0 && (
        <Text size="sm" c="dimmed">
          {t("insights.missingRates", { currencies: list(result.missingRates) })}
        </Text>
      )}
      {result.insights.length === 0 ? (
        <Card withBorder radius="md" p={0}>
          <EmptyState
            icon={<IconSparkles />}
            title={t("insights.empty.title")}
            description={t("insights.empty.body")}
            testId="insights-empty"
          />
        </Card>
      ) : (
        SEVERITY_ORDER.map((severity) => {
          const group = result.insights.filter((i) => i.severity === severity);
          if (group.length === 0) return null;
          const { color, Icon } = SEVERITY_STYLE[severity];
          return (
            <Stack
              key={severity}
              gap="xs"
              component="section"
              aria-label={t(`severity.${severity}`)}
            >
              <Group gap={6}>
                <Icon size={18} color={`var(--mantine-color-${color}-6)`} aria-hidden />
                <Text fw={600} size="sm" tt="uppercase" c="dimmed">
                  {t(`severity.${severity}`)} · {group.length}
                </Text>
              </Group>
              {group.map((insight) => (
                <InsightCard key={insight.id} insight={insight} />
              ))}
            </Stack>
          );
        })
      )}
    </Stack>
  );
}
