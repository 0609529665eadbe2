import { Container, Stack } from "@mantine/core";
import { use } from "react";
import { EditAccess } from "../../components/editAccess";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { AccountSection } from "./AccountSection";
import { CategoriesSection } from "./CategoriesSection";
import { DataSection } from "./DataSection";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { HouseholdSection } from "./household/HouseholdSection";
import { PreferencesSection } from "./PreferencesSection";
import { ProfileSection } from "./ProfileSection";
import SecuritySection from "./security/SecuritySection";

/** Settings (R32): preferences, account settings, security and account deletion. */
export default function SettingsPage() {
  const { t } = useTranslation("settings");
  // A viewer of the household does not manage its categories (the server refuses anyway).
  const canEdit = use(EditAccess);
  return (
    <Container size="md" py="lg">
      <PageHeader title={t("title")} description={t("description")} />
      <Stack gap="lg">
        <PreferencesSection />
        <AccountSection />
        <ProfileSection />
        <SecuritySection />
        <HouseholdSection />
        {canEdit && <CategoriesSection />}
        <DataSection />
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
