import { useAuthActions } from "@convex-dev/auth/react";
import { Badge, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useFormatters } from "../../lib/format";
import { useSession } from "../../data/session";
import { SettingsCard } from "./SettingsCard";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Settings → account: e-mail, verification, creation date, last login, log out (R21, R32). */
export function AccountSection() {
  const { t } = useTranslation("auth");
  const { viewer } = useSession();
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const { dateTime } = useFormatters();
  if (!viewer) return null;

  async function logOut() {
    try {
      // Leave the protected page first, or the guard would send us to /login.
      await navigate("/", { replace: true });
      await signOut();
    } catch {
      notifications.show({ color: "red", message: t("errors.signOut") });
    }
  }

  return (
    <SettingsCard title={t("account.title")} testId="account-section">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Fact label={t("account.email")}>
          <Text size="sm">{viewer.email}</Text>
        </Fact>
        <Fact label={t("account.status")}>
          <Group>
            <Badge color={viewer.emailVerified ? "teal" : "yellow"} variant="light">
              {viewer.emailVerified ? t("account.verified") : t("account.unverified")}
            </Badge>
          </Group>
        </Fact>
        <Fact label={t("account.memberSince")}>
          <Text size="sm">{dateTime(viewer.createdAt)}</Text>
        </Fact>
        <Fact label={t("account.lastLogin")}>
          <Text size="sm">
            {viewer.lastLoginAt ? dateTime(viewer.lastLoginAt) : t("account.firstLogin")}
          </Text>
        </Fact>
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => void logOut()}>
          {t("account.signOut")}
        </Button>
      </Group>
    </SettingsCard>
  );
}
