import { Card, Divider, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SessionsPanel } from "./SessionsPanel";
import { TwoFactorPanel } from "./TwoFactorPanel";

/** Settings → Security: two-factor authentication and the sessions signed in (issue 29). */
export default function SecuritySection() {
  const { t } = useTranslation("settings");
  return (
    <Card withBorder padding="lg" radius="md" id="security" data-testid="security-section">
      <Title order={3} size="h4">
        {t("security.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("security.description")}
      </Text>
      <Stack gap="lg">
        <TwoFactorPanel />
        <Divider />
        <SessionsPanel />
      </Stack>
    </Card>
  );
}
