import { ActionIcon, useComputedColorScheme } from "@mantine/core";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useDarkModePreference } from "../../data/preferences";

/** Dark/light toggle in the header (R2); the label names the scheme it switches to. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme("light");
  const { setDarkMode } = useDarkModePreference();
  const toDark = scheme === "light";
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => void setDarkMode(toDark)}
      aria-label={toDark ? t("header.darkMode") : t("header.lightMode")}
      data-testid="theme-toggle"
    >
      {toDark ? <IconMoon size={18} stroke={1.6} /> : <IconSun size={18} stroke={1.6} />}
    </ActionIcon>
  );
}
