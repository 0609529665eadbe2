import { Container, Stack } from "@mantine/core";
import { use, type ReactNode } from "react";
import { EditAccess } from "../../components/editAccess";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { AccountSection } from "./AccountSection";
import { CategoriesSection } from "./CategoriesSection";
import { DataSection } from "./DataSection";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { HouseholdSection } from "./households/HouseholdSection";
import { PreferencesSection } from "./PreferencesSection";
import { ProfileSection } from "./ProfileSection";
import { SettingsCard } from "./SettingsCard";
import SecuritySection from "./security/SecuritySection";

/**
 * Settings (R32): preferences, account settings, security, your data (sample data passed in by
 * the app's route, as it is Home's feature) and account deletion.
 */
export default function SettingsPage({
  sampleData,
  notifications,
}: {
  sampleData?: ReactNode;
  notifications?: ReactNode;
}) {
  const { t } = useTranslation("settings");
  // A viewer of the household does not manage its categories (the server refuses anyway).
  const canEdit = use(EditAccess);
  return (
    <Container size="md" py="lg">
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="lg">
        <PreferencesSection />
        {notifications && (
          <SettingsCard
            title={t("notifications.title")}
            description={t("notifications.description")}
            testId="notifications-section"
            id="notifications"
          >
            {notifications}
          </SettingsCard>
        )}
        <AccountSection />
        <ProfileSection />
        <SecuritySection />
        <HouseholdSection />
        {canEdit && <CategoriesSection />}
        <DataSection />
        {sampleData && (
          <SettingsCard
            title={t("sample.title")}
            description={t("sample.description")}
            testId="sample-section"
          >
            {sampleData}
          </SettingsCard>
        )}
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
