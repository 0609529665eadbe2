import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** States on every page that this is a development version, not for commercial use (R8). */
export function DevBanner() {
  const { t } = useTranslation();
  return (
    <Text
      role="note"
      data-testid="dev-banner"
      size="xs"
      ta="center"
      py={4}
      px="md"
      bg="var(--mantine-color-yellow-light)"
      c="var(--mantine-color-text)"
      style={{ borderBottom: "1px solid var(--app-shell-border-color)" }}
    >
      {t("app.devBanner")}
    </Text>
  );
}
