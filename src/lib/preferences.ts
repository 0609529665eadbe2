import { useMantineColorScheme } from "@mantine/core";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_LANGUAGE, type Language } from "../../convex/shared/domain";
import { isLanguage, rememberLanguage } from "./language";

/** The current UI language and a setter that applies it at once and remembers it. */
export function useLanguagePreference() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    async (next: Language) => {
      rememberLanguage(next);
      await i18n.changeLanguage(next);
    },
    [i18n],
  );
  return { language, setLanguage };
}

/** Dark mode on or off; Mantine's colour-scheme manager stores it under "darkMode". */
export function useDarkModePreference() {
  const { setColorScheme } = useMantineColorScheme();
  const setDarkMode = useCallback(
    async (dark: boolean) => setColorScheme(dark ? "dark" : "light"),
    [setColorScheme],
  );
  return { setDarkMode };
}
