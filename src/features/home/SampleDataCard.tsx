import { Alert, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconFlask, IconPlus, IconTrash } from "@tabler/icons-react";
import { use } from "react";
import { useTranslation } from "react-i18next";
import { EditAccess } from "../../components/editAccess";
import { Link } from "react-router-dom";
import { useSampleStatus } from "../../data/sampleData";
import { useSubmit } from "../../lib/useSubmit";
import { useAddSample } from "./useAddSample";
import { useRemoveSample } from "./useRemoveSample";

/**
 * For a newcomer with no accounts: add their first account, or "Try it with sample data" to
 * fill every screen with a few realistic months in their currency and language. While the
 * sample is there, a slim note offers to remove it (only what the sample made, with Undo).
 * Once they have accounts, Settings keeps the offer (SampleDataSettings).
 */
export function SampleDataCard() {
  const status = useSampleStatus();
  // Adding or removing sample data changes the books: nothing here for a viewer.
  const canEdit = use(EditAccess);
  if (status === undefined || !canEdit) return null;
  if (status.hasSample) return <SampleNote />;
  if (status.hasAccounts) return null;
  return <StartCard />;
}

function SampleNote() {
  const { t } = useTranslation("home");
  const removeSample = useRemoveSample();
  const { saving, run } = useSubmit();
  return (
    <Alert color="blue" variant="light" data-testid="sample-present">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t("sample.present")}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconTrash size={14} />}
          loading={saving}
          onClick={() => void run(removeSample)}
        >
          {t("sample.remove")}
        </Button>
      </Group>
    </Alert>
  );
}

function StartCard() {
  const { t } = useTranslation("home");
  const { add, saving } = useAddSample();

  return (
    <Card withBorder padding="lg" radius="md" data-testid="sample-offer">
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{t("sample.title")}</Text>
        <Text size="sm" c="dimmed">
          {t("sample.body")}
        </Text>
        <Group gap="sm" mt={4}>
          <Button component={Link} to="/accounts?add=1" leftSection={<IconPlus size={16} />}>
            {t("sample.addAccount")}
          </Button>
          <Button
            variant="light"
            leftSection={<IconFlask size={16} />}
            loading={saving}
            onClick={() => void add()}
          >
            {t("sample.try")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
