import { useMantineColorScheme } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useConvex, useConvexAuth } from "convex/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import {
  DEFAULT_CURRENCY,
  isCurrencyCode,
  type CurrencyCode,
} from "../../convex/shared/currencies";
import { DEFAULT_LANGUAGE, type Language } from "../../convex/shared/domain";
import {
  usePreferenceMutations,
  usePreferencesHealth,
  useSavedPreferences,
} from "../data/preferences";
import { isLanguage, rememberLanguage } from "./language";
import { LOCAL_KEYS, readLocal, writeLocal } from "./localStore";

export interface Preferences {
  language: Language;
  currency: CurrencyCode;
  darkMode: boolean;
}

/** The three preference messages of spec section 8 (Spanish in es). */
export function notifyPreferenceError(
  t: (key: string) => string,
  kind: "connect" | "load" | "save",
) {
  notifications.show({ color: "red", message: t(`preferences.errors.${kind}`) });
}

export function localCurrency(): CurrencyCode {
  const saved = readLocal(LOCAL_KEYS.currency);
  return isCurrencyCode(saved) ? saved : DEFAULT_CURRENCY;
}

/**
 * Saves a change where it belongs (spec 4): to the user's record when signed in and the
 * backend answers the connectivity check, otherwise to local storage only.
 */
function useSavePreference() {
  const { t } = useTranslation();
  const { isAuthenticated } = useConvexAuth();
  const convex = useConvex();
  const health = usePreferencesHealth();
  const { save } = usePreferenceMutations();
  return useCallback(
    async (change: Partial<Preferences>) => {
      if (change.currency) writeLocal(LOCAL_KEYS.currency, change.currency);
      if (!isAuthenticated) return;
      const reachable =
        navigator.onLine && health?.ok === true && convex.connectionState().isWebSocketConnected;
      if (!reachable) {
        notifyPreferenceError(t, "connect");
        return;
      }
      try {
        await save(change);
      } catch {
        notifyPreferenceError(t, "save");
      }
    },
    [convex, health, isAuthenticated, save, t],
  );
}

/** The current UI language and a setter that applies it at once and saves it. */
export function useLanguagePreference() {
  const { i18n } = useTranslation();
  const savePreference = useSavePreference();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    async (next: Language) => {
      rememberLanguage(next);
      await i18n.changeLanguage(next);
      await savePreference({ language: next });
    },
    [i18n, savePreference],
  );
  return { language, setLanguage };
}

/** Dark mode on or off: applied at once (Mantine keeps it under "darkMode") and saved. */
export function useDarkModePreference() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const savePreference = useSavePreference();
  const setDarkMode = useCallback(
    async (dark: boolean) => {
      setColorScheme(dark ? "dark" : "light");
      await savePreference({ darkMode: dark });
    },
    [setColorScheme, savePreference],
  );
  return { darkMode: colorScheme === "dark", setDarkMode };
}

/** The display currency for totals: the user's saved one, else the local one, else USD. */
export function useDisplayCurrency() {
  const remote = useSavedPreferences();
  const savePreference = useSavePreference();
  const currency: CurrencyCode = remote?.currency ?? localCurrency();
  const setCurrency = useCallback(
    (next: CurrencyCode) => savePreference({ currency: next }),
    [savePreference],
  );
  return { currency, setCurrency };
}
