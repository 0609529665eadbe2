import { Button, Group, Stack, Text } from "@mantine/core";
import { IconFlask, IconTrash } from "@tabler/icons-react";
import { use } from "react";
import { useTranslation } from "react-i18next";
import { EditAccess } from "../../components/editAccess";
import { useSampleStatus } from "../../data/sampleData";
import { useSubmit } from "../../lib/useSubmit";
import { useAddSample } from "./useAddSample";
import { useRemoveSample } from "./useRemoveSample";

/**
 * Sample data from Settings, whatever the person has already: add it beside their own accounts
 * to look around (Home offers it only before the first account), or remove it, exactly as Home's
 * note does. Shown in Settings by the app's route (features do not import each other).
 */
export default function SampleDataSettings() {
  const { t } = useTranslation("home");
  const status = useSampleStatus();
  const canEdit = use(EditAccess);
  const { add, saving: adding } = useAddSample();
  const removeSample = useRemoveSample();
  const { saving: removing, run } = useSubmit();
  if (status === undefined) return null;
  return (
    <Stack gap="sm" align="flex-start" data-testid="sample-settings">
      <Text size="sm">
        {status.hasSample ? t("sample.settings.present") : t("sample.settings.absent")}
      </Text>
      {canEdit && (
        <Group gap="sm">
          {status.hasSample ? (
            <Button
              variant="default"
              leftSection={<IconTrash size={16} />}
              loading={removing}
              onClick={() => void run(removeSample)}
            >
              {t("sample.remove")}
            </Button>
          ) : (
            <Button
              variant="light"
              leftSection={<IconFlask size={16} />}
              loading={adding}
              onClick={() => void add()}
            >
              {t("sample.try")}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
