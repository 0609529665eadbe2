import { Alert, Button, Card, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFlask, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "../../../convex/shared/domain";
import { useSampleMutations, useSampleStatus } from "../../data/sampleData";
import { useErrorMessage } from "../../lib/errors";
import { useDisplayCurrency } from "../../lib/preferences";
import { useToday } from "../../lib/today";

/**
 * For a newcomer with no accounts: "Try it with sample data" fills every screen with a few
 * realistic months in their currency and language. While the sample is there, a slim note
 * offers to remove it in one step (only what the sample made; the user's own data stays).
 */
export function SampleDataCard() {
  const { t, i18n } = useTranslation("home");
  const status = useSampleStatus();
  const { create, remove } = useSampleMutations();
  const { currency } = useDisplayCurrency();
  const today = useToday();
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notifications.show({ color: "brand", message: done });
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  if (status === undefined) return null;
  if (status.hasSample) {
    return (
      <Alert color="blue" variant="light" data-testid="sample-present">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t("sample.present")}</Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconTrash size={14} />}
            loading={busy}
            onClick={() => void run(() => remove({}), t("sample.removed"))}
          >
            {t("sample.remove")}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (status.hasAccounts) return null;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="sample-offer">
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>{t("sample.title")}</Text>
        <Text size="sm" c="dimmed">
          {t("sample.body")}
        </Text>
        <Button
          leftSection={<IconFlask size={16} />}
          loading={busy}
          onClick={() =>
            void run(
              () => create({ language: i18n.language as Language, currency, today }),
              t("sample.added"),
            )
          }
        >
          {t("sample.try")}
        </Button>
      </Stack>
    </Card>
  );
}
