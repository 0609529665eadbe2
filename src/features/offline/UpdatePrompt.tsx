import { Affix, Button, Group, Paper, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * "A new version is ready: Reload". The new version switches in only when the person chooses
 * it, so a half-filled form is never reloaded from under them.
 */
export default function UpdatePrompt({ apply }: { apply: () => Promise<void> }) {
  const { t } = useTranslation("offline");
  const [busy, setBusy] = useState(false);
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={300}>
      <Paper
        withBorder
        shadow="md"
        radius="md"
        px="md"
        py="sm"
        role="status"
        data-testid="update-prompt"
      >
        <Group gap="sm" wrap="nowrap">
          <Text size="sm">{t("update.ready")}</Text>
          <Button
            size="compact-sm"
            loading={busy}
            onClick={() => {
              setBusy(true);
              void apply();
            }}
            data-testid="update-reload"
          >
            {t("update.reload")}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
