import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useInsights } from "../../data/advisor";
import { InsightCard } from "./insights/InsightCard";

const TOP = 3;

/**
 * Home's advisor widget: the three most urgent insights and a link to the advisor. Exported
 * for the app shell to place on Home (features do not import each other).
 */
export default function HomeInsights() {
  const { t } = useTranslation("advisor");
  const result = useInsights();
  return (
    <Card withBorder radius="md" p="md" data-testid="home-insights">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h5">
          {t("home.title")}
        </Title>
        <Anchor component={Link} to="/advisor" size="sm">
          {t("home.all")}
        </Anchor>
      </Group>
      {result === undefined ? (
        <Skeleton h={72} radius="md" />
      ) : result.insights.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("home.none")}
        </Text>
      ) : (
        <Stack gap="xs">
          {result.insights.slice(0, TOP).map((insight) => (
            <InsightCard key={insight.id} insight={insight} compact />
          ))}
        </Stack>
      )}
    </Card>
  );
}
