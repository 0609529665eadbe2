import { useMantineColorScheme } from "@mantine/core";
import { useConvex, useMutation, useQuery } from "convex/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import type { CurrencyCode } from "../../convex/shared/currencies";
import { DEFAULT_LANGUAGE, type Language } from "../../convex/shared/domain";
import { isLanguage, rememberLanguage } from "../lib/language";
import { LOCAL_KEYS, writeLocal } from "../lib/localStore";
import { useDataAccess } from "./security";
import { localCurrency, notifyPreferenceError, type Preferences } from "../lib/preferences";

/**
 * The saved preferences, live: undefined while loading or signed out, null when the user has
 * no record yet (the caller creates it from what this browser uses).
 */
export function useSavedPreferences() {
  const signedIn = useDataAccess();
  return useQuery(api.preferences.get, signedIn ? {} : "skip");
}

/** The backend's answer to the connectivity check a save makes first. */
export function usePreferencesHealth() {
  return useQuery(api.preferences.health, {});
}

export function usePreferenceMutations() {
  return {
    ensure: useMutation(api.preferences.ensure),
    save: useMutation(api.preferences.save),
  };
}

/**
 * Saves a change where it belongs: to the user's record when signed in and the
 * backend answers the connectivity check, otherwise to local storage only.
 */
function useSavePreference() {
  // i18n.t, not the render's t: after a language change the message speaks the new language.
  const { i18n } = useTranslation();
  const isAuthenticated = useDataAccess();
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
        notifyPreferenceError((key) => i18n.t(key), "connect");
        return;
      }
      try {
        await save(change);
      } catch {
        notifyPreferenceError((key) => i18n.t(key), "save");
      }
    },
    [convex, health, i18n, isAuthenticated, save],
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
