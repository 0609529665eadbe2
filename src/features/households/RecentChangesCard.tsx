import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../components/MoneyText";
import { useMemberNames, useRecentByOthers } from "../../data/households";
import { useFormatters } from "../../lib/format";

/** Home: the latest transactions other members of the open household added or changed. */
export default function RecentChangesCard() {
  const { t } = useTranslation("households");
  const { date } = useFormatters();
  const changes = useRecentByOthers();
  const names = useMemberNames();
  if (!changes || changes.length === 0 || names === null) return null;
  return (
    <Card withBorder radius="md" p="md" data-testid="recent-by-others">
      <Title order={2} size="h4" mb="sm">
        {t("recent.title")}
      </Title>
      <Stack gap={6}>
        {changes.map((change) => {
          const who = names.get(change.updatedBy)?.split("@")[0] || t("recent.someone");
          return (
            <Group key={change._id} justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" truncate>
                {t(change.created ? "recent.added" : "recent.changed", {
                  who,
                  what: change.payee ?? t("recent.transaction"),
                })}{" "}
                <Text span c="dimmed" size="xs">
                  {date(change.date)}
                </Text>
              </Text>
              <MoneyText amount={change.amount} currency={change.currency} size="sm" />
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
