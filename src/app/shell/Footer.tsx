import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LanguageSelector } from "./LanguageSelector";

/** Footer: language selector and "{product} © {year}" with the current year (R4). */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <LanguageSelector />
      <Text size="xs" c="dimmed" data-testid="copyright">
        {t("footer.copyright", { product: t("app.title"), year: new Date().getFullYear() })}
      </Text>
    </Group>
  );
}
