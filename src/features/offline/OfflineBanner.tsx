import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useAsOf } from "./useAsOf";

/**
 * Says the app is offline and since when what it shows is current ("Offline: as of 14:02"),
 * and what still works: new transactions are kept, changes to existing ones wait.
 */
export default function OfflineBanner({ asOf }: { asOf: number | null }) {
  const { t } = useTranslation("offline");
  const format = useAsOf();
  return (
    <Text
      role="status"
      data-testid="offline-banner"
      size="sm"
      ta="center"
      py={6}
      px="md"
      bg="var(--mantine-color-gray-light)"
      c="var(--mantine-color-text)"
      style={{ borderBottom: "1px solid var(--app-shell-border-color)" }}
    >
      <Text component="strong" fw={600} size="sm" data-testid="offline-as-of">
        {asOf === null ? t("banner.offline") : t("banner.asOf", { time: format(asOf) })}
      </Text>{" "}
      {t("banner.hint")}
    </Text>
  );
}
