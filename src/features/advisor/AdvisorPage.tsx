import { Grid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Page } from "../../components/PageHeader";
import { AffordForm } from "./afford/AffordForm";
import { ChatPanel } from "./chat/ChatPanel";
import { InsightsList } from "./insights/InsightsList";

/** The advisor: live insights, "Can I afford it?" and the optional chat. */
export default function AdvisorPage() {
  const { t } = useTranslation("advisor");
  return (
    <Page size="lg" title={t("title")} description={t("description")}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <InsightsList />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <AffordForm />
            <ChatPanel />
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
