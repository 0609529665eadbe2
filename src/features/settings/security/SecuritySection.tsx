import { Divider, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SettingsCard } from "../SettingsCard";
import { SessionsPanel } from "./SessionsPanel";
import { TwoFactorPanel } from "./TwoFactorPanel";

/** Settings → Security: two-factor authentication and the sessions signed in (issue 29). */
export default function SecuritySection() {
  const { t } = useTranslation("settings");
  return (
    <SettingsCard
      title={t("security.title")}
      description={t("security.description")}
      id="security"
      testId="security-section"
    >
      <Stack gap="lg">
        <TwoFactorPanel />
        <Divider />
        <SessionsPanel />
      </Stack>
    </SettingsCard>
  );
}
