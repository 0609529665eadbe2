import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconMailExclamation } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useFormatters } from "../../lib/format";
import type { Viewer } from "../../data/session";

function Fact({
  label,
  value,
  testId,
  compact,
}: {
  label: string;
  value: string;
  testId: string;
  compact: boolean;
}) {
  return (
    <Stack gap={compact ? 0 : 2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size={compact ? "xs" : "sm"} data-testid={testId} style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * Welcome with the account creation date and the last login (R21). `compact` once the
 * dashboard is there: the facts stay, small, so the money comes first.
 */
export function WelcomeCard({ viewer, compact = false }: { viewer: Viewer; compact?: boolean }) {
  const { t } = useTranslation("home");
  const { dateTime } = useFormatters();
  const name = viewer.name || viewer.email || "";
  return (
    <Card withBorder padding={compact ? "md" : "lg"} radius="md" data-testid="welcome">
      <Title order={2} size={compact ? "h4" : "h3"} style={{ overflowWrap: "anywhere" }}>
        {t("welcome.title", { name })}
      </Title>
      <SimpleGrid
        cols={{ base: 1, xs: 3 }}
        mt={compact ? "xs" : "md"}
        spacing={compact ? "xs" : "md"}
      >
        <Fact
          label={t("welcome.email")}
          value={viewer.email ?? ""}
          testId="welcome-email"
          compact={compact}
        />
        <Fact
          label={t("welcome.memberSince")}
          value={dateTime(viewer.createdAt)}
          testId="created-at"
          compact={compact}
        />
        <Fact
          label={t("welcome.lastLogin")}
          value={viewer.lastLoginAt ? dateTime(viewer.lastLoginAt) : t("welcome.firstLogin")}
          testId="last-login"
          compact={compact}
        />
      </SimpleGrid>
      {!viewer.emailVerified && (
        <Alert mt="md" color="yellow" icon={<IconMailExclamation size={18} />}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t("welcome.unverified")}</Text>
            <Button component={Link} to="/verify-email" size="xs" variant="light">
              {t("welcome.verifyNow")}
            </Button>
          </Group>
        </Alert>
      )}
    </Card>
  );
}
